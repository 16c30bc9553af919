/** A short, safe description of a value for "received ..." in messages: its type, or a short literal. */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') {
    return value.length <= 40 ? JSON.stringify(value) : `a string of ${value.length} characters`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeName(value);
}

/** JSON type name of a value: string, number, boolean, null, array or object. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value === undefined) return 'nothing';
  return typeof value;
}
