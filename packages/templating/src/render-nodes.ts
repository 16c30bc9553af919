import { compareValues, isTruthy } from './evaluate-condition.js';
import { formatValue } from './format-value.js';
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
  TemplateNode,
} from './template-node.js';
import { describePosition } from './template-source.js';

/** Returned for a placeholder whose paths are all missing and at least one is optional absent. */
export const ABSENT: unique symbol = Symbol('absent');

export interface RenderState extends ResolveScope {
  readonly maxIterations: number;
  iterations: number;
}

export function renderNodes(nodes: readonly TemplateNode[], state: RenderState): string {
  let output = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        output += node.text;
        break;
      case 'placeholder': {
        const value = evaluatePlaceholder(node, state);
        if (value !== ABSENT) output += formatValue(value, node.position);
        break;
      }
      case 'native': {
        const value = evaluateNative(node, state);
        if (value !== ABSENT) output += formatValue(value, node.position);
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

function chooseBranch(node: IfNode, state: RenderState): readonly TemplateNode[] {
  for (const branch of node.branches) {
    if (evaluateCondition(branch.condition, branch.position, state)) return branch.body;
  }
  return node.otherwise;
}

/** The value of the first alternative that resolves; `ABSENT` when optional absent; else throws. */
export function evaluatePlaceholder(node: PlaceholderNode, state: RenderState): unknown {
  let optional = false;
  for (const alternative of node.alternatives) {
    if (alternative.kind === 'literal') return alternative.value;
    const value = resolvePath(alternative, state);
    if (value !== MISSING) return value;
    optional ||= isOptionalAbsent(alternative, state);
  }
  if (optional) return ABSENT;
  const paths = node.alternatives.flatMap((alternative) =>
    alternative.kind === 'path' ? [`'${alternative.source}'`] : [],
  );
  const subject = paths.length === 1 ? `Path ${paths[0]}` : `Paths ${paths.join(', ')}`;
  throw new TemplateError(
    'TEMPLATE_PATH_NOT_FOUND',
    `Failed to resolve placeholder '${node.position.snippet}' at ${describePosition(node.position)}: ${subject} not found in context`,
    node.position,
  );
}

/** The native value of `{!! path !!}`; `ABSENT` when optional absent; else throws the spec's error. */
export function evaluateNative(node: NativeNode, state: RenderState): unknown {
  const value = resolvePath(node.path, state);
  if (value !== MISSING) return value;
  if (isOptionalAbsent(node.path, state)) return ABSENT;
  throw new TemplateError(
    'TEMPLATE_PATH_NOT_FOUND',
    `Failed to resolve JSON-native placeholder '${node.position.snippet}': Path '${node.path.source}' not found in context`,
    node.position,
  );
}

function countIterations(count: number, position: TemplateErrorPosition, state: RenderState): void {
  state.iterations += count;
  if (state.iterations > state.maxIterations) {
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
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve '${node.position.snippet}' at ${describePosition(node.position)}: Path ${name} not found in context`,
      node.position,
    );
  }
  if (typeof value === 'string' && value.trim() !== '') value = Number(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TemplateError(
      'TEMPLATE_INVALID_VALUE',
      `Invalid range in '${node.position.snippet}' at ${describePosition(node.position)}: ${name} is not an integer`,
      node.position,
    );
  }
  return value;
}

function renderFor(node: ForNode, state: RenderState): string {
  const start = rangeBound(node.start, node, state);
  const end = rangeBound(node.end, node, state);
  countIterations(Math.max(0, end - start), node.position, state);
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
  const where = `'${node.position.snippet}' at ${describePosition(node.position)}`;
  if (collection === MISSING) {
    if (isOptionalAbsent(node.collection, state)) return '';
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve ${where}: Path '${node.collection.source}' not found in context`,
      node.position,
    );
  }
  if (collection === null) return '';
  if (typeof collection !== 'object') {
    throw new TemplateError(
      'TEMPLATE_INVALID_VALUE',
      `Cannot loop in ${where}: '${node.collection.source}' is a ${typeof collection}, not an array or object`,
      node.position,
    );
  }
  const frame: LoopFrame = { value: undefined, key: undefined };
  state.frames[node.slot] = frame;
  let output = '';
  if (Array.isArray(collection)) {
    countIterations(collection.length, node.position, state);
    for (let index = 0; index < collection.length; index++) {
      frame.value = collection[index];
      output += renderNodes(node.body, state);
    }
    return output;
  }
  const keys = Object.keys(collection);
  countIterations(keys.length, node.position, state);
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(collection, key);
    frame.key = key;
    frame.value = descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
    output += renderNodes(node.body, state);
  }
  return output;
}

function operandValue(operand: Operand, position: TemplateErrorPosition, state: RenderState): unknown {
  if (operand.kind === 'literal') return operand.value;
  if (!hasRoot(operand, state)) {
    throw new TemplateError(
      'TEMPLATE_PATH_NOT_FOUND',
      `Failed to resolve condition '${position.snippet}' at ${describePosition(position)}: Name '${operand.segments[0]}' not found in context`,
      position,
    );
  }
  const value = resolvePath(operand, state);
  return value === MISSING ? undefined : value;
}

function evaluateCondition(
  condition: Condition,
  position: TemplateErrorPosition,
  state: RenderState,
): boolean {
  const left = operandValue(condition.left, position, state);
  if (condition.operator === undefined || condition.right === undefined) return isTruthy(left);
  return compareValues(left, condition.operator, operandValue(condition.right, position, state));
}
