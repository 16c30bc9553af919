import type { TemplateErrorPosition } from './template-error.js';

/** A dot path bound at compile time either to a context root or to an enclosing loop's variable. */
export interface PathReference {
  readonly kind: 'path';
  /** The path as written, without whitespace: `props.user.name`. */
  readonly source: string;
  readonly segments: readonly string[];
  /** Nesting index of the loop whose variable is the path's root; -1 when the root is a context key. */
  readonly loopSlot: number;
  /** `props`, `props.user`, `props.user.name`: for `optionalPaths` lookups (empty for loop variables). */
  readonly prefixes: readonly string[];
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

export interface TextNode {
  readonly type: 'text';
  readonly text: string;
}

/** `{{ a | b | 'literal' }}`: the first alternative that resolves wins. */
export interface PlaceholderNode {
  readonly type: 'placeholder';
  readonly alternatives: readonly Operand[];
  readonly position: TemplateErrorPosition;
}

/** `{!! path !!}`: the whole string; renders the native value in `renderValue`. */
export interface NativeNode {
  readonly type: 'native';
  readonly path: PathReference;
  readonly position: TemplateErrorPosition;
}

export interface ForNode {
  readonly type: 'for';
  readonly slot: number;
  readonly start: Operand;
  readonly end: Operand;
  readonly body: readonly TemplateNode[];
  readonly position: TemplateErrorPosition;
}

export interface ForeachNode {
  readonly type: 'foreach';
  readonly slot: number;
  readonly collection: PathReference;
  readonly body: readonly TemplateNode[];
  readonly position: TemplateErrorPosition;
}

export interface IfBranch {
  readonly condition: Condition;
  readonly body: readonly TemplateNode[];
  readonly position: TemplateErrorPosition;
}

export interface IfNode {
  readonly type: 'if';
  readonly branches: readonly IfBranch[];
  readonly otherwise: readonly TemplateNode[];
}

export type TemplateNode = TextNode | PlaceholderNode | NativeNode | ForNode | ForeachNode | IfNode;
