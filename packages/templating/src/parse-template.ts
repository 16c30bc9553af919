import type { RawOperand, RawPath } from './expression-lexer.js';
import type { DirectiveKeyword, RawCondition } from './read-tag.js';
import { TemplateError } from './template-error.js';
import type {
  Condition,
  ForeachNode,
  ForNode,
  IfBranch,
  IfNode,
  Operand,
  PathReference,
  TagRange,
  TemplateNode,
} from './template-node.js';
import { describePosition, type TemplateSource } from './template-source.js';
import type { TemplateToken } from './tokenize-template.js';

/** Directives nested deeper than this are a syntax error (keeps rendering far from the stack limit). */
const MAX_NESTING = 100;

export interface ParsedTemplate {
  readonly nodes: readonly TemplateNode[];
  /** Context paths in order of first use; paths rooted at a loop variable are left out. */
  readonly paths: readonly string[];
}

type DirectiveToken = Extract<TemplateToken, { type: 'directive' }>;

interface OpenBlock {
  readonly keyword: 'if' | 'for' | 'foreach';
  readonly range: TagRange;
  /** Where the nodes of the block's current part go. */
  body: TemplateNode[];
  readonly branches?: IfBranch[];
  hasElse: boolean;
  readonly finish: (body: readonly TemplateNode[]) => void;
}

const CLOSERS: Readonly<Partial<Record<DirectiveKeyword, 'if' | 'for' | 'foreach'>>> = {
  endif: 'if',
  endfor: 'for',
  endforeach: 'foreach',
};

/** Builds the node tree from tokens, binding every path to a context root or an enclosing loop variable. */
export function parseTemplate(source: TemplateSource, tokens: readonly TemplateToken[]): ParsedTemplate {
  const root: TemplateNode[] = [];
  const blocks: OpenBlock[] = [];
  const loopVariables: string[] = [];
  const paths = new Set<string>();
  let body = root;

  const bind = (raw: RawPath): PathReference => {
    const loopSlot = loopVariables.length === 0 ? -1 : loopVariables.lastIndexOf(raw.segments[0] as string);
    if (loopSlot === -1) paths.add(raw.source);
    return { kind: 'path', source: raw.source, segments: raw.segments, loopSlot };
  };
  const operand = (raw: RawOperand): Operand => (raw.kind === 'path' ? bind(raw) : raw);
  const condition = (raw: RawCondition): Condition => ({
    left: operand(raw.left),
    operator: raw.operator,
    right: raw.right === undefined ? undefined : operand(raw.right),
  });
  const open = (block: OpenBlock): void => {
    if (blocks.length >= MAX_NESTING) {
      const position = source.locate(block.range.start, block.range.end);
      throw new TemplateError(
        'TEMPLATE_SYNTAX_ERROR',
        `Too deeply nested directive '${position.snippet}' at ${describePosition(position)}: at most ${MAX_NESTING} levels are allowed`,
        position,
      );
    }
    blocks.push(block);
    body = block.body;
  };

  for (const token of tokens) {
    if (typeof token === 'string') {
      const last = body.length - 1;
      if (typeof lastOf(body) === 'string') body[last] += token;
      else body.push(token);
      continue;
    }
    const { start, end } = token;
    if (token.type === 'placeholder') {
      body.push({ type: 'placeholder', alternatives: token.alternatives.map(operand), start, end });
      continue;
    }
    if (token.type === 'native') {
      body.push({ type: 'native', path: bind(token.path), start, end });
      continue;
    }
    const top = lastOf(blocks);
    const args = token.args;
    const range = { start, end };
    if (args.kind === 'for' || args.kind === 'foreach') {
      // Bounds and collection are read outside the loop: bind them before the variable exists.
      const slot = loopVariables.length;
      const parent = body;
      const makeNode =
        args.kind === 'for'
          ? forNode(slot, operand(args.start), operand(args.end), range)
          : foreachNode(slot, bind(args.collection), range);
      loopVariables.push(args.variable);
      const finish = (loopBody: readonly TemplateNode[]): void => {
        parent.push(makeNode(loopBody));
      };
      open({ keyword: args.kind, range, body: [], hasElse: false, finish });
      continue;
    }
    if (args.kind === 'condition' && token.keyword === 'if') {
      const firstBody: TemplateNode[] = [];
      const branches: IfBranch[] = [{ condition: condition(args.condition), body: firstBody, start, end }];
      const parent = body;
      const finish = (otherwise: readonly TemplateNode[]): void => {
        const node: IfNode = { type: 'if', branches, otherwise };
        parent.push(node);
      };
      open({ keyword: 'if', range, body: firstBody, branches, hasElse: false, finish });
      continue;
    }
    if (token.keyword === 'elseif' || token.keyword === 'else') {
      if (top?.keyword !== 'if' || top.hasElse) throw strayBranch(source, token, top);
      body = [];
      if (token.keyword === 'else') top.hasElse = true;
      else if (args.kind === 'condition')
        top.branches?.push({ condition: condition(args.condition), body, start, end });
      top.body = body;
      continue;
    }
    const closes = CLOSERS[token.keyword];
    if (top === undefined || top.keyword !== closes) throw strayCloser(source, token, top);
    blocks.pop();
    if (top.keyword !== 'if') loopVariables.pop();
    top.finish(top.keyword === 'if' && !top.hasElse ? [] : top.body);
    body = lastOf(blocks)?.body ?? root;
  }
  const unclosed = lastOf(blocks);
  if (unclosed !== undefined) {
    const position = source.locate(unclosed.range.start, unclosed.range.end);
    throw new TemplateError(
      'TEMPLATE_SYNTAX_ERROR',
      `Unclosed @${unclosed.keyword} opened at ${describePosition(position)}: expected @end${unclosed.keyword}`,
      position,
    );
  }
  return { nodes: root, paths: [...paths] };
}

/** The last item, without reading index -1 of an empty list (a slow lookup of the property '-1'). */
function lastOf<T>(list: readonly T[]): T | undefined {
  return list.length === 0 ? undefined : list[list.length - 1];
}

function forNode(slot: number, from: Operand, to: Operand, range: TagRange) {
  const { start, end } = range;
  return (body: readonly TemplateNode[]): ForNode => ({ type: 'for', slot, from, to, body, start, end });
}

function foreachNode(slot: number, collection: PathReference, range: TagRange) {
  const { start, end } = range;
  return (body: readonly TemplateNode[]): ForeachNode => ({
    type: 'foreach',
    slot,
    collection,
    body,
    start,
    end,
  });
}

function strayBranch(source: TemplateSource, token: DirectiveToken, top: OpenBlock | undefined) {
  const position = source.locate(token.start, token.end);
  const reason =
    top?.keyword === 'if'
      ? `the @if opened at ${describeRange(source, top.range)} already has an @else`
      : top === undefined
        ? 'there is no open @if'
        : `the @${top.keyword} opened at ${describeRange(source, top.range)} must be closed with @end${top.keyword} first`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Unexpected @${token.keyword} at ${describePosition(position)}: ${reason}`,
    position,
  );
}

function strayCloser(source: TemplateSource, token: DirectiveToken, top: OpenBlock | undefined) {
  const position = source.locate(token.start, token.end);
  const reason =
    top === undefined
      ? `there is no open @${CLOSERS[token.keyword]}`
      : `the @${top.keyword} opened at ${describeRange(source, top.range)} must be closed with @end${top.keyword} first`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Unexpected @${token.keyword} at ${describePosition(position)}: ${reason}`,
    position,
  );
}

function describeRange(source: TemplateSource, range: TagRange): string {
  return describePosition(source.locate(range.start, range.end));
}
