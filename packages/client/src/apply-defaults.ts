import type { InputDefaults } from './read-input-defaults.js';

/** A new props object: the given props plus a copy of each default whose property was not given. */
export function applyDefaults(
  props: Readonly<Record<string, unknown>>,
  defaults: InputDefaults['defaults'],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...props };
  for (const [name, value] of defaults) {
    if (result[name] !== undefined) continue;
    // Only objects and arrays need a copy (structuredClone of a number costs about a microsecond).
    result[name] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  return result;
}
