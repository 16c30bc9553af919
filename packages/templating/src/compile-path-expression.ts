import { describeToken, ExpressionLexer, type ExpressionToken, type RawOperand } from './expression-lexer.js';
import { readAlternatives } from './read-tag.js';
import type { TemplateContext } from './render-options.js';
import { MISSING, resolvePath } from './resolve-path.js';
import { TemplateError } from './template-error.js';
import { describePosition, TemplateSource } from './template-source.js';

/** A compiled path expression: what is written inside `{{ }}`, read as a native value. */
export interface CompiledPathExpression {
  readonly source: string;
  /** Every context path the expression reads, fallbacks included, in order. */
  readonly paths: readonly string[];
  /**
   * The value of the first alternative that resolves, as it is (not rendered as text): a path by the
   * rules of placeholders, a quoted literal always. `undefined` when no alternative resolves.
   */
  read(context: TemplateContext): unknown;
}

/**
 * Compiles the inside of a placeholder, such as `props.name | env.USER | 'guest'`, with the same path
 * syntax, path rules and fallbacks as `{{ }}`, for fields that name a value instead of rendering text.
 * Throws `TemplateError` (`TEMPLATE_SYNTAX_ERROR`) for an expression that does not parse.
 */
export function compilePathExpression(expression: string): CompiledPathExpression {
  const alternatives = readExpression(new TemplateSource(expression));
  const paths = alternatives.flatMap((operand) => (operand.kind === 'path' ? [operand.source] : []));
  const bound = alternatives.map((operand) =>
    operand.kind === 'path' ? { ...operand, loopSlot: -1 } : operand,
  );
  return {
    source: expression,
    paths: Object.freeze(paths),
    read(context) {
      const scope = { context, frames: [], optionalPaths: undefined };
      for (const operand of bound) {
        if (operand.kind === 'literal') return operand.value;
        const value = resolvePath(operand, scope);
        if (value !== MISSING) return value;
      }
      return undefined;
    },
  };
}

/** `a | b | 'c'`: one or more operands separated by `|`, and nothing else. */
function readExpression(source: TemplateSource): RawOperand[] {
  const read = readAlternatives(new ExpressionLexer(source.text, 0), 'end');
  if ('unexpected' in read) throw syntaxError(source, read.unexpected, read.expected);
  return read.alternatives;
}

function syntaxError(source: TemplateSource, token: ExpressionToken, expected: string): TemplateError {
  const position = source.locate(token.start, source.text.length);
  const found =
    token.kind === 'invalid'
      ? token.detail
      : token.kind === 'end'
        ? 'found the end of the expression'
        : `found ${describeToken(token, source.text)}`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Invalid path expression '${source.text}' at ${describePosition(position)}: expected ${expected}, ${found}`,
    position,
  );
}
