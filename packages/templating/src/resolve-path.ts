import type { PathReference } from './template-node.js';

/** Returned for a path that does not resolve (absent key, index out of range, value `undefined`). */
export const MISSING: unique symbol = Symbol('missing');

/** The current item of a loop: `value`, plus the entry's key when a `@foreach` walks an object. */
export interface LoopFrame {
  value: unknown;
  key: string | undefined;
}

export interface ResolveScope {
  readonly context: object;
  readonly frames: LoopFrame[];
  readonly optionalPaths: ReadonlySet<string> | undefined;
}

/** The array index a key names when it is canonical (`0`, `12`, not `01` or `1.0`), else -1. */
function arrayIndex(key: string): number {
  const length = key.length;
  const first = key.charCodeAt(0);
  if (length === 0 || first < 48 || first > 57 || (first === 48 && length > 1)) return -1;
  for (let index = 1; index < length; index++) {
    const code = key.charCodeAt(index);
    if (code < 48 || code > 57) return -1;
  }
  return Number(key);
}

/**
 * A child of an object (own data properties only, never the prototype chain or getters) or of an array
 * (canonical indexes only). Anything else has no children.
 */
export function childOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return MISSING;
  if (Array.isArray(value)) {
    const index = arrayIndex(key);
    if (index === -1) return MISSING;
    const item: unknown = value[index];
    return item === undefined ? MISSING : item;
  }
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  if (descriptor === undefined || !('value' in descriptor) || descriptor.value === undefined) return MISSING;
  return descriptor.value;
}

/**
 * Resolves a bound path. For a loop variable over an object, `x.key` is the entry's key, `x.value` the
 * entry's value, and `x` or `x.other` read the value itself.
 */
export function resolvePath(path: PathReference, scope: ResolveScope): unknown {
  const segments = path.segments;
  let current: unknown;
  let index = 1;
  if (path.loopSlot === -1) {
    current = childOf(scope.context, segments[0] as string);
  } else {
    const frame = scope.frames[path.loopSlot] as LoopFrame;
    current = frame.value === undefined ? MISSING : frame.value;
    if (frame.key !== undefined && segments.length > 1) {
      if (segments[1] === 'key') current = frame.key;
      if (segments[1] === 'key' || segments[1] === 'value') index = 2;
    }
  }
  for (; index < segments.length && current !== MISSING; index++) {
    current = childOf(current, segments[index] as string);
  }
  return current;
}

/**
 * Whether a path that did not resolve is "optional absent": the lookup failed on a path listed in
 * `optionalPaths` or below one (`props.limit`, `props.limit.max` when `props.limit` is optional).
 */
export function isOptionalAbsent(path: PathReference, scope: ResolveScope): boolean {
  const optional = scope.optionalPaths;
  if (optional === undefined || optional.size === 0 || path.loopSlot !== -1) return false;
  let current: unknown = scope.context;
  let prefix = '';
  for (let index = 0; index < path.segments.length; index++) {
    const segment = path.segments[index] as string;
    prefix = index === 0 ? segment : `${prefix}.${segment}`;
    if (optional.has(prefix)) return true;
    current = childOf(current, segment);
    if (current === MISSING) return false;
  }
  return false;
}

/** Whether the first segment of a context path names a key of the context. */
export function hasRoot(path: PathReference, scope: ResolveScope): boolean {
  return path.loopSlot !== -1 || childOf(scope.context, path.segments[0] as string) !== MISSING;
}
