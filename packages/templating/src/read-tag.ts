import {
  describeToken,
  ExpressionLexer,
  type ExpressionToken,
  type RawOperand,
  type RawPath,
} from './expression-lexer.js';
import { TemplateError } from './template-error.js';
import type { ComparisonOperator } from './template-node.js';
import { describePosition, type TemplateSource } from './template-source.js';

export type DirectiveKeyword =
  | 'for'
  | 'foreach'
  | 'if'
  | 'elseif'
  | 'else'
  | 'endfor'
  | 'endforeach'
  | 'endif';

export interface RawCondition {
  readonly left: RawOperand;
  readonly operator: ComparisonOperator | undefined;
  readonly right: RawOperand | undefined;
}

export type DirectiveArguments =
  | { readonly kind: 'for'; readonly variable: string; readonly start: RawOperand; readonly end: RawOperand }
  | { readonly kind: 'foreach'; readonly variable: string; readonly collection: RawPath }
  | { readonly kind: 'condition'; readonly condition: RawCondition }
  | { readonly kind: 'none' };

export type Tag =
  | {
      readonly type: 'placeholder';
      readonly alternatives: RawOperand[];
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'native'; readonly path: RawPath; readonly start: number; readonly end: number }
  | {
      readonly type: 'directive';
      readonly keyword: DirectiveKeyword;
      readonly args: DirectiveArguments;
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'escape'; readonly text: string; readonly start: number; readonly end: number };

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=', '>', '<', '>=', '<=']);
const NATIVE_LIMIT = 200;

/** Reads `{{ a | b | 'c' }}` starting at its `{{`. */
export function readPlaceholder(source: TemplateSource, start: number): Tag {
  const read = readAlternatives(new ExpressionLexer(source.text, start + 2), '}}');
  if ('unexpected' in read) throw placeholderError(source, start, read.unexpected, read.expected);
  return { type: 'placeholder', alternatives: read.alternatives, start, end: read.end };
}

/**
 * `a | b | 'c'`: one or more operands separated by `|`, up to `closer` (`}}`, or the end of the text).
 * Gives them and the index after the closer, or the unexpected token and what was expected instead.
 */
export function readAlternatives(
  lexer: ExpressionLexer,
  closer: '}}' | 'end',
): { alternatives: RawOperand[]; end: number } | { unexpected: ExpressionToken; expected: string } {
  const alternatives: RawOperand[] = [];
  for (;;) {
    const operand = lexer.next();
    if (operand.kind !== 'operand') {
      const expected =
        alternatives.length === 0 ? 'a path or a quoted literal' : "a path or a quoted literal after '|'";
      return { unexpected: operand, expected };
    }
    alternatives.push(operand.operand);
    const separator = lexer.next();
    const closed =
      closer === 'end'
        ? separator.kind === 'end'
        : separator.kind === 'symbol' && separator.symbol === closer;
    if (closed) return { alternatives, end: separator.end };
    if (separator.kind !== 'symbol' || separator.symbol !== '|') {
      return { unexpected: separator, expected: closer === 'end' ? "'|' or the end" : "'|' or '}}'" };
    }
  }
}

function placeholderError(source: TemplateSource, start: number, token: ExpressionToken, expected: string) {
  const close = source.text.indexOf('}}', start);
  const position = source.locate(start, close === -1 ? source.text.length : close + 2);
  const where = describePosition(position);
  if (token.kind === 'end') {
    return new TemplateError(
      'TEMPLATE_SYNTAX_ERROR',
      `Unclosed placeholder '${position.snippet}' at ${where}: expected ${expected}, found the end of the template`,
      position,
    );
  }
  const found = token.kind === 'invalid' ? token.detail : `found ${describeToken(token, source.text)}`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Invalid placeholder '${position.snippet}' at ${where}: expected ${expected}, ${found}`,
    position,
  );
}

/** Reads `{!! path !!}` starting at its `{!!`. */
export function readNative(source: TemplateSource, start: number): Tag {
  const lexer = new ExpressionLexer(source.text, start + 3);
  const path = lexer.next();
  const close = lexer.next();
  if (
    path.kind !== 'operand' ||
    path.operand.kind !== 'path' ||
    close.kind !== 'symbol' ||
    close.symbol !== '!!}'
  ) {
    throw nativeFormatError(source, start);
  }
  return { type: 'native', path: path.operand, start, end: close.end };
}

/** The spec's error for a `{!! !!}` placeholder that is malformed or not the whole string. */
export function nativeFormatError(source: TemplateSource, start: number): TemplateError {
  const text = source.text;
  const position = source.locate(start, text.length);
  const tail = 'Must be exactly {!!path!!} with no surrounding content.';
  if (text.length <= NATIVE_LIMIT && !/[\r\n]/.test(text)) {
    return new TemplateError(
      'TEMPLATE_NATIVE_PLACEHOLDER_INVALID',
      `Invalid JSON-native placeholder format: '${text}'. ${tail}`,
      position,
    );
  }
  return new TemplateError(
    'TEMPLATE_NATIVE_PLACEHOLDER_INVALID',
    `Invalid JSON-native placeholder format at ${describePosition(position)}: '${position.snippet}'. ${tail}`,
    position,
  );
}

const USAGE: Readonly<Record<'for' | 'foreach' | 'if' | 'elseif', string>> = {
  for: '@for(variable in range(start, end))',
  foreach: '@foreach(variable in path)',
  if: '@if(condition)',
  elseif: '@elseif(condition)',
};

/**
 * Reads the parenthesised part of `@for`, `@foreach`, `@if` and `@elseif`; `open` is the index of `(`.
 * Returns the arguments and the index after the closing `)`.
 */
export function readDirectiveArguments(
  source: TemplateSource,
  keyword: 'for' | 'foreach' | 'if' | 'elseif',
  tagStart: number,
  open: number,
): { args: DirectiveArguments; end: number } {
  const reader = new DirectiveReader(source, keyword, tagStart, open);
  if (keyword === 'for') return readFor(reader);
  if (keyword === 'foreach') {
    const variable = reader.word();
    reader.word('in');
    const collection = reader.operand((value) => value.kind === 'path') as RawPath;
    return { args: { kind: 'foreach', variable, collection }, end: reader.close() };
  }
  return readCondition(reader);
}

/** `i in range(start, end))`: bounds are numbers or paths. */
function readFor(reader: DirectiveReader): { args: DirectiveArguments; end: number } {
  const isBound = (value: RawOperand) => value.kind === 'path' || typeof value.value === 'number';
  const variable = reader.word();
  reader.word('in');
  reader.word('range');
  reader.symbol('(');
  const start = reader.operand(isBound);
  reader.symbol(',');
  const end = reader.operand(isBound);
  reader.symbol(')');
  return { args: { kind: 'for', variable, start, end }, end: reader.close() };
}

/** `value)` or `left <op> right)`. */
function readCondition(reader: DirectiveReader): { args: DirectiveArguments; end: number } {
  const left = reader.operand(() => true);
  const next = reader.lexer.next();
  if (next.kind === 'symbol' && next.symbol === ')') {
    return {
      args: { kind: 'condition', condition: { left, operator: undefined, right: undefined } },
      end: next.end,
    };
  }
  if (next.kind !== 'symbol' || !COMPARISONS.has(next.symbol)) throw reader.fail(next);
  const right = reader.operand(() => true);
  const condition = { left, operator: next.symbol as ComparisonOperator, right };
  return { args: { kind: 'condition', condition }, end: reader.close() };
}

/** The tokens of a directive's arguments, each checked; anything unexpected says what the usage is. */
class DirectiveReader {
  readonly lexer: ExpressionLexer;
  private readonly source: TemplateSource;
  private readonly keyword: keyof typeof USAGE;
  private readonly tagStart: number;

  constructor(source: TemplateSource, keyword: keyof typeof USAGE, tagStart: number, open: number) {
    this.lexer = new ExpressionLexer(source.text, open + 1);
    this.source = source;
    this.keyword = keyword;
    this.tagStart = tagStart;
  }

  fail(token: ExpressionToken): TemplateError {
    const { source, keyword } = this;
    const position = source.locate(this.tagStart, source.text.length);
    const found = token.kind === 'invalid' ? token.detail : `found ${describeToken(token, source.text)}`;
    return new TemplateError(
      'TEMPLATE_SYNTAX_ERROR',
      `Invalid @${keyword} at ${describePosition(position)}: expected '${USAGE[keyword]}', ${found}`,
      position,
    );
  }

  symbol(expected: string): void {
    const token = this.lexer.next();
    if (token.kind !== 'symbol' || token.symbol !== expected) throw this.fail(token);
  }

  /** A one-segment path: a loop variable, or the keyword `expected`. */
  word(expected?: string): string {
    const token = this.lexer.next();
    const operand = token.kind === 'operand' ? token.operand : undefined;
    if (operand?.kind !== 'path' || operand.segments.length !== 1) throw this.fail(token);
    if (expected !== undefined && operand.source !== expected) throw this.fail(token);
    return operand.source;
  }

  operand(accept: (value: RawOperand) => boolean): RawOperand {
    const token = this.lexer.next();
    if (token.kind !== 'operand' || !accept(token.operand)) throw this.fail(token);
    return token.operand;
  }

  /** The closing `)`; the index after it. */
  close(): number {
    const token = this.lexer.next();
    if (token.kind !== 'symbol' || token.symbol !== ')') throw this.fail(token);
    return token.end;
  }
}
