import { compareValues, isTruthy } from './evaluate-condition.js';
import { formatValue } from './format-value.js';
import { DEFAULT_MAX_ITERATIONS, type RenderOptions, type TemplateContext } from './render-options.js';
import {
  hasRoot,
  isOptionalAbsent,
  type LoopFrame,
  MISSING,
  type ResolveScope,
  resolvePath,
} from './resolve-path.js';
import { TemplateError, type TemplateErrorPosition } from './template-error.js';
import type {
  Condition,
  ForeachNode,
  ForNode,
  IfNode,
  NativeNode,
  Operand,
  PlaceholderNode,
  TagRange,
  TemplateNode,
} from './template-node.js';
import { describePosition, TemplateSource } from './template-source.js';

/** Returned for a placeholder whose paths are all missing and at least one is optional absent. */
export const ABSENT: unique symbol = Symbol('absent');

export interface RenderState extends ResolveScope {
  /** The template text: errors work out their line, column and snippet from it. */
  readonly text: string;
  readonly maxIterations: number;
  iterations: number;
}

/** The state of one render. */
export function createState(
  text: string,
  context: TemplateContext,
  options: RenderOptions | undefined,
): RenderState {
  const limit = options?.maxIterations;
  return {
    text,
    context: typeof context === 'object' && context !== null ? context : {},
    frames: [],
    optionalPaths: options?.optionalPaths,
    maxIterations: typeof limit === 'number' && !Number.isNaN(limit) ? limit : DEFAULT_MAX_ITERATIONS,
    iterations: 0,
  };
}

export function renderNodes(nodes: readonly TemplateNode[], state: RenderState): string {
  let output = '';
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as TemplateNode;
    if (typeof node === 'string') {
      output += node;
      continue;
    }
    switch (node.type) {
      case 'placeholder': {
        const value = evaluatePlaceholder(node, state);
        if (value !== ABSENT) output += formatValue(value, state.text, node);
        break;
      }
      case 'native': {
        const value = evaluateNative(node, state);
        if (value !== ABSENT) output += formatValue(value, state.text, node);
        break;
      }
      case 'for':
        output += renderFor(node, state);
        break;
      case 'foreach':
        output += renderForeach(node, state);
        break;
      case 'if':
        output += renderNodes(chooseBranch(node, state), state);
        break;
    }
  }
  return output;
}

/** Line, column and snippet of a tag, for an error. */
function locate(state: RenderState, range: TagRange): TemplateErrorPosition {
  return new TemplateSource(state.text).locate(range.start, range.end);
}

function chooseBranch(node: IfNode, state: RenderState): readonly TemplateNode[] {
  for (const branch of node.branches) {
    if (evaluateCondition(branch.condition, branch, state)) return branch.body;
  }
  return node.otherwise;
}

/** The value of the first alternative that resolves; `ABSENT` when optional absent; else throws. */
export function evaluatePlaceholder(node: PlaceholderNode, state: RenderState): unknown {
  const alternatives = node.alternatives;
  let optional = false;
  for (let index = 0; index < alternatives.length; index++) {
    const alternative = alternatives[index] as Operand;
    if (alternative.kind === 'literal') return alternative.value;
    const value = resolvePath(alternative, state);
    if (value !== MISSING) return value;
    optional ||= isOptionalAbsent(alternative, state);
  }
  if (optional) return ABSENT;
  const paths = alternatives.flatMap((alternative) =>
    alternative.kind === 'path' ? [`'${alternative.source}'`] : [],
  );
  const subject = paths.length === 1 ? `Path ${paths[0]}` : `Paths ${paths.join(', ')}`;
  const position = locate(state, node);
  throw new TemplateError(
    'TEMPLATE_PATH_NOT_FOUND',
    `Failed to resolve placeholder '${position.snippet}' at ${describePosition(position)}: ${subject} not found in context`,
    position,
  );
}

/** The native value of `{!! path !!}`; `ABSENT` when optional absent; else throws the spec's error. */
export function evaluateNative(node: NativeNode, state: RenderState): unknown {
  const value = resolvePath(node.path, state);
  if (value !== MISSING) return value;
  if (isOptionalAbsent(node.path, state)) return ABSENT;
  const position = locate(state, node);
  throw new TemplateError(
    'TEMPLATE_PATH_NOT_FOUND',
    `Failed to resolve JSON-native placeholder '${position.snippet}': Path '${node.path.source}' not found in context`,
    position,
  );
}

function countIterations(count: number, range: TagRange, state: RenderState): void {
  state.iterations += count;
  if (state.iterations > state.maxIterations) {
    const position = locate(state, range);
    throw new TemplateError(
      'TEMPLATE_LOOP_LIMIT_EXCEEDED',
      `Loop limit exceeded by '${position.snippet}' at ${describePosition(position)}: one render may run at most ${state.maxIterations} loop iterations`,
      position,
    );
  }
}

function rangeBound(operand: Operand, node: ForNode, state: RenderState): number {
  let value: unknown = operand.kind === 'literal' ? operand.value : resolvePath(operand, state);
  const name = operand.kind === 'literal' ? String(operand.value) : `'${operand.source}'`;
  if (value === MISSING) {
    const position = locate(state, node);
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve '${position.snippet}' at ${describePosition(position)}: Path ${name} not found in context`,
      position,
    );
  }
  if (typeof value === 'string' && value.trim() !== '') value = Number(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    const position = locate(state, node);
    throw new TemplateError(
      'TEMPLATE_INVALID_VALUE',
      `Invalid range in '${position.snippet}' at ${describePosition(position)}: ${name} is not an integer`,
      position,
    );
  }
  return value;
}

function renderFor(node: ForNode, state: RenderState): string {
  const start = rangeBound(node.from, node, state);
  const end = rangeBound(node.to, node, state);
  countIterations(Math.max(0, end - start), node, state);
  const frame: LoopFrame = { value: start, key: undefined };
  state.frames[node.slot] = frame;
  let output = '';
  for (let index = start; index < end; index++) {
    frame.value = index;
    output += renderNodes(node.body, state);
  }
  return output;
}

function renderForeach(node: ForeachNode, state: RenderState): string {
  const collection = resolvePath(node.collection, state);
  if (collection === MISSING) {
    if (isOptionalAbsent(node.collection, state)) return '';
    const position = locate(state, node);
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve '${position.snippet}' at ${describePosition(position)}: Path '${node.collection.source}' not found in context`,
      position,
    );
  }
  if (collection === null) return '';
  if (typeof collection !== 'object') {
    const position = locate(state, node);
    throw new TemplateError(
      'TEMPLATE_INVALID_VALUE',
      `Cannot loop in '${position.snippet}' at ${describePosition(position)}: '${node.collection.source}' is a ${typeof collection}, not an array or object`,
      position,
    );
  }
  const frame: LoopFrame = { value: undefined, key: undefined };
  state.frames[node.slot] = frame;
  let output = '';
  if (Array.isArray(collection)) {
    countIterations(collection.length, node, state);
    for (let index = 0; index < collection.length; index++) {
      frame.value = collection[index];
      output += renderNodes(node.body, state);
    }
    return output;
  }
  const keys = Object.keys(collection);
  countIterations(keys.length, node, state);
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(collection, key);
    frame.key = key;
    frame.value = descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
    output += renderNodes(node.body, state);
  }
  return output;
}

function operandValue(operand: Operand, range: TagRange, state: RenderState): unknown {
  if (operand.kind === 'literal') return operand.value;
  if (!hasRoot(operand, state)) {
    const position = locate(state, range);
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve condition '${position.snippet}' at ${describePosition(position)}: Name '${operand.segments[0]}' not found in context`,
      position,
    );
  }
  const value = resolvePath(operand, state);
  return value === MISSING ? undefined : value;
}

function evaluateCondition(condition: Condition, range: TagRange, state: RenderState): boolean {
  const left = operandValue(condition.left, range, state);
  if (condition.operator === undefined || condition.right === undefined) return isTruthy(left);
  return compareValues(left, condition.operator, operandValue(condition.right, range, state));
}
