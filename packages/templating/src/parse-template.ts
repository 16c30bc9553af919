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
  /** The branches of an `@if` (empty for a loop): every block has the same fields, so one hidden class. */
  readonly branches: IfBranch[];
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
  const parser = new TemplateParser(source);
  for (const token of tokens) parser.add(token);
  return parser.finish();
}

/** The state of one parse: the open blocks, the loop variables in scope and the paths read. */
class TemplateParser {
  private readonly source: TemplateSource;
  private readonly root: TemplateNode[] = [];
  private readonly blocks: OpenBlock[] = [];
  private readonly loopVariables: string[] = [];
  private readonly paths = new Set<string>();
  /** Where the next node goes. */
  private body: TemplateNode[];

  constructor(source: TemplateSource) {
    this.source = source;
    this.body = this.root;
  }

  add(token: TemplateToken): void {
    const body = this.body;
    if (typeof token === 'string') {
      const last = body.length - 1;
      if (typeof lastOf(body) === 'string') body[last] += token;
      else body.push(token);
      return;
    }
    const { start, end } = token;
    if (token.type === 'placeholder') {
      body.push({ type: 'placeholder', alternatives: this.operands(token.alternatives), start, end });
    } else if (token.type === 'native') {
      body.push({ type: 'native', path: this.bind(token.path), start, end });
    } else {
      this.directive(token);
    }
  }

  finish(): ParsedTemplate {
    const unclosed = lastOf(this.blocks);
    if (unclosed !== undefined) {
      const position = this.source.locate(unclosed.range.start, unclosed.range.end);
      throw new TemplateError(
        'TEMPLATE_SYNTAX_ERROR',
        `Unclosed @${unclosed.keyword} opened at ${describePosition(position)}: expected @end${unclosed.keyword}`,
        position,
      );
    }
    return { nodes: this.root, paths: [...this.paths] };
  }

  private directive(token: DirectiveToken): void {
    const args = token.args;
    const range = { start: token.start, end: token.end };
    if (args.kind === 'for' || args.kind === 'foreach') {
      // Bounds and collection are read outside the loop: bind them before the variable exists.
      const slot = this.loopVariables.length;
      const makeNode =
        args.kind === 'for'
          ? forNode(slot, this.operand(args.start), this.operand(args.end), range)
          : foreachNode(slot, this.bind(args.collection), range);
      this.loopVariables.push(args.variable);
      const parent = this.body;
      const finish = (loopBody: readonly TemplateNode[]): void => {
        parent.push(makeNode(loopBody));
      };
      this.open({ keyword: args.kind, range, body: [], branches: [], hasElse: false, finish });
    } else if (args.kind === 'condition' && token.keyword === 'if') {
      const firstBody: TemplateNode[] = [];
      const branches: IfBranch[] = [
        { condition: this.condition(args.condition), body: firstBody, start: token.start, end: token.end },
      ];
      const parent = this.body;
      const finish = (otherwise: readonly TemplateNode[]): void => {
        const node: IfNode = { type: 'if', branches, otherwise };
        parent.push(node);
      };
      this.open({ keyword: 'if', range, body: firstBody, branches, hasElse: false, finish });
    } else if (token.keyword === 'elseif' || token.keyword === 'else') {
      this.branch(token);
    } else {
      this.close(token);
    }
  }

  /** `@elseif` or `@else`: the open `@if` gets a new part. */
  private branch(token: DirectiveToken): void {
    const top = lastOf(this.blocks);
    if (top?.keyword !== 'if' || top.hasElse) throw strayBranch(this.source, token, top);
    const body: TemplateNode[] = [];
    if (token.keyword === 'else') top.hasElse = true;
    else if (token.args.kind === 'condition') {
      const { start, end } = token;
      top.branches.push({ condition: this.condition(token.args.condition), body, start, end });
    }
    top.body = body;
    this.body = body;
  }

  /** `@endif`, `@endfor`, `@endforeach`: the open block of that kind becomes a node of its parent. */
  private close(token: DirectiveToken): void {
    const top = lastOf(this.blocks);
    if (top === undefined || top.keyword !== CLOSERS[token.keyword])
      throw strayCloser(this.source, token, top);
    this.blocks.pop();
    if (top.keyword !== 'if') this.loopVariables.pop();
    top.finish(top.keyword === 'if' && !top.hasElse ? [] : top.body);
    this.body = lastOf(this.blocks)?.body ?? this.root;
  }

  private open(block: OpenBlock): void {
    if (this.blocks.length >= MAX_NESTING) {
      const position = this.source.locate(block.range.start, block.range.end);
      throw new TemplateError(
        'TEMPLATE_SYNTAX_ERROR',
        `Too deeply nested directive '${position.snippet}' at ${describePosition(position)}: at most ${MAX_NESTING} levels are allowed`,
        position,
      );
    }
    this.blocks.push(block);
    this.body = block.body;
  }

  private bind(raw: RawPath): PathReference {
    const variables = this.loopVariables;
    const loopSlot = variables.length === 0 ? -1 : variables.lastIndexOf(raw.segments[0] as string);
    if (loopSlot === -1) this.paths.add(raw.source);
    return { kind: 'path', source: raw.source, segments: raw.segments, loopSlot };
  }

  private operand(raw: RawOperand): Operand {
    return raw.kind === 'path' ? this.bind(raw) : raw;
  }

  /** A loop, not `map` with a bound function: no closure per parser, and the call stays inlinable. */
  private operands(raws: readonly RawOperand[]): Operand[] {
    const operands = new Array<Operand>(raws.length);
    for (let index = 0; index < raws.length; index++)
      operands[index] = this.operand(raws[index] as RawOperand);
    return operands;
  }

  private condition(raw: RawCondition): Condition {
    return {
      left: this.operand(raw.left),
      operator: raw.operator,
      right: raw.right === undefined ? undefined : this.operand(raw.right),
    };
  }
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
