import type { RawOperand, RawPath } from './expression-lexer.js';
import type { DirectiveKeyword, RawCondition } from './read-tag.js';
import { TemplateError, type TemplateErrorPosition } from './template-error.js';
import type {
  Condition,
  ForeachNode,
  ForNode,
  IfBranch,
  IfNode,
  Operand,
  PathReference,
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
  readonly position: TemplateErrorPosition;
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
    const loopSlot = loopVariables.lastIndexOf(raw.segments[0] ?? '');
    if (loopSlot !== -1)
      return { kind: 'path', source: raw.source, segments: raw.segments, loopSlot, prefixes: [] };
    paths.add(raw.source);
    const prefixes = raw.segments.map((_, index) => raw.segments.slice(0, index + 1).join('.'));
    return { kind: 'path', source: raw.source, segments: raw.segments, loopSlot, prefixes };
  };
  const operand = (raw: RawOperand): Operand => (raw.kind === 'path' ? bind(raw) : raw);
  const condition = (raw: RawCondition): Condition => ({
    left: operand(raw.left),
    operator: raw.operator,
    right: raw.right === undefined ? undefined : operand(raw.right),
  });
  const addText = (text: string): void => {
    const last = body[body.length - 1];
    if (last?.type === 'text') body[body.length - 1] = { type: 'text', text: last.text + text };
    else body.push({ type: 'text', text });
  };
  const open = (block: OpenBlock, position: TemplateErrorPosition): void => {
    if (blocks.length >= MAX_NESTING) {
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
    if (token.type === 'text') {
      addText(token.text);
      continue;
    }
    const position = source.locate(token.start, token.end);
    if (token.type === 'placeholder') {
      body.push({ type: 'placeholder', alternatives: token.alternatives.map(operand), position });
      continue;
    }
    if (token.type === 'native') {
      body.push({ type: 'native', path: bind(token.path), position });
      continue;
    }
    const top = blocks[blocks.length - 1];
    const args = token.args;
    if (args.kind === 'for' || args.kind === 'foreach') {
      // Bounds and collection are read outside the loop: bind them before the variable exists.
      const slot = loopVariables.length;
      const parent = body;
      const makeNode =
        args.kind === 'for'
          ? forNode(slot, operand(args.start), operand(args.end), position)
          : foreachNode(slot, bind(args.collection), position);
      loopVariables.push(args.variable);
      const finish = (loopBody: readonly TemplateNode[]): void => {
        parent.push(makeNode(loopBody));
      };
      open({ keyword: args.kind, position, body: [], hasElse: false, finish }, position);
      continue;
    }
    if (args.kind === 'condition' && token.keyword === 'if') {
      const firstBody: TemplateNode[] = [];
      const branches: IfBranch[] = [{ condition: condition(args.condition), body: firstBody, position }];
      const parent = body;
      const finish = (otherwise: readonly TemplateNode[]): void => {
        const node: IfNode = { type: 'if', branches, otherwise };
        parent.push(node);
      };
      open({ keyword: 'if', position, body: firstBody, branches, hasElse: false, finish }, position);
      continue;
    }
    if (token.keyword === 'elseif' || token.keyword === 'else') {
      if (top?.keyword !== 'if' || top.hasElse) throw strayBranch(token, position, top);
      body = [];
      if (token.keyword === 'else') top.hasElse = true;
      else if (args.kind === 'condition')
        top.branches?.push({ condition: condition(args.condition), body, position });
      top.body = body;
      continue;
    }
    const closes = CLOSERS[token.keyword];
    if (top === undefined || top.keyword !== closes) throw strayCloser(token, position, top);
    blocks.pop();
    if (top.keyword !== 'if') loopVariables.pop();
    top.finish(top.keyword === 'if' && !top.hasElse ? [] : top.body);
    body = blocks[blocks.length - 1]?.body ?? root;
  }
  const unclosed = blocks[blocks.length - 1];
  if (unclosed !== undefined) {
    throw new TemplateError(
      'TEMPLATE_SYNTAX_ERROR',
      `Unclosed @${unclosed.keyword} opened at ${describePosition(unclosed.position)}: expected @end${unclosed.keyword}`,
      unclosed.position,
    );
  }
  return { nodes: root, paths: [...paths] };
}

function forNode(slot: number, start: Operand, end: Operand, position: TemplateErrorPosition) {
  return (body: readonly TemplateNode[]): ForNode => ({ type: 'for', slot, start, end, body, position });
}

function foreachNode(slot: number, collection: PathReference, position: TemplateErrorPosition) {
  return (body: readonly TemplateNode[]): ForeachNode => ({
    type: 'foreach',
    slot,
    collection,
    body,
    position,
  });
}

function strayBranch(token: DirectiveToken, position: TemplateErrorPosition, top: OpenBlock | undefined) {
  const where = describePosition(position);
  const reason =
    top?.keyword === 'if'
      ? `the @if opened at ${describePosition(top.position)} already has an @else`
      : top === undefined
        ? 'there is no open @if'
        : `the @${top.keyword} opened at ${describePosition(top.position)} must be closed with @end${top.keyword} first`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Unexpected @${token.keyword} at ${where}: ${reason}`,
    position,
  );
}

function strayCloser(token: DirectiveToken, position: TemplateErrorPosition, top: OpenBlock | undefined) {
  const where = describePosition(position);
  const reason =
    top === undefined
      ? `there is no open @${CLOSERS[token.keyword]}`
      : `the @${top.keyword} opened at ${describePosition(top.position)} must be closed with @end${top.keyword} first`;
  return new TemplateError(
    'TEMPLATE_SYNTAX_ERROR',
    `Unexpected @${token.keyword} at ${where}: ${reason}`,
    position,
  );
}
