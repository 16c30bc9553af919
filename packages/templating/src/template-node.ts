/**
 * The node tree of a compiled template. Nodes keep the offsets of their tag in the template text
 * (`start`, `end`); line, column and snippet are worked out from the text only when an error needs them.
 */

/** A dot path bound at compile time either to a context root or to an enclosing loop's variable. */
export interface PathReference {
  readonly kind: 'path';
  /** The path as written, without whitespace: `props.user.name`. */
  readonly source: string;
  readonly segments: readonly string[];
  /** Nesting index of the loop whose variable is the path's root; -1 when the root is a context key. */
  readonly loopSlot: number;
}

export interface LiteralOperand {
  readonly kind: 'literal';
  readonly value: string | number | boolean | null;
}

export type Operand = PathReference | LiteralOperand;

export type ComparisonOperator = '==' | '!=' | '>' | '<' | '>=' | '<=';

export interface Condition {
  readonly left: Operand;
  readonly operator: ComparisonOperator | undefined;
  readonly right: Operand | undefined;
}

/** Offsets of a tag in the template text: `start` of its first character, `end` after its last. */
export interface TagRange {
  readonly start: number;
  readonly end: number;
}

/** `{{ a | b | 'literal' }}`: the first alternative that resolves wins. */
export interface PlaceholderNode extends TagRange {
  readonly type: 'placeholder';
  readonly alternatives: readonly Operand[];
}

/** `{!! path !!}`: the whole string; renders the native value in `renderValue`. */
export interface NativeNode extends TagRange {
  readonly type: 'native';
  readonly path: PathReference;
}

export interface ForNode extends TagRange {
  readonly type: 'for';
  readonly slot: number;
  readonly from: Operand;
  readonly to: Operand;
  readonly body: readonly TemplateNode[];
}

export interface ForeachNode extends TagRange {
  readonly type: 'foreach';
  readonly slot: number;
  readonly collection: PathReference;
  readonly body: readonly TemplateNode[];
}

export interface IfBranch extends TagRange {
  readonly condition: Condition;
  readonly body: readonly TemplateNode[];
}

export interface IfNode {
  readonly type: 'if';
  readonly branches: readonly IfBranch[];
  readonly otherwise: readonly TemplateNode[];
}

/** A string is text, output as it is. */
export type TemplateNode = string | PlaceholderNode | NativeNode | ForNode | ForeachNode | IfNode;
