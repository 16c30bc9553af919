/**
 * The text values one rendered query or form entry sends: strings as they are, numbers and booleans as
 * JSON, `null`/`undefined` nothing, objects as JSON text, arrays one value per item (the key repeats).
 */
export function toFieldValues(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((item) => (Array.isArray(item) ? [JSON.stringify(item)] : toFieldValues(item)));
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return [String(value)];
  return [JSON.stringify(value)];
}

/** Appends rendered entries (see `toFieldValues`) to `target`, keeping their order. */
export function appendFields(target: URLSearchParams, fields: unknown): void {
  if (fields === null || typeof fields !== 'object') return;
  for (const [key, value] of Object.entries(fields)) {
    for (const text of toFieldValues(value)) target.append(key, text);
  }
}
