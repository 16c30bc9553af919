import { HttpPathParamError } from './http-path-param-error.js';

/**
 * Replaces each `{name}` of `url` (already rendered) whose name is one of `names` with its value in `values`,
 * percent-encoded as one path segment (`encodeURIComponent`): `hello world/x` becomes `hello%20world%2Fx`.
 * Numbers and booleans are written as JSON, arrays as their items joined with commas (OpenAPI's `simple`
 * style), objects as JSON text. Other `{...}` stay as written. Refuses a value that is absent (an optional
 * property that was not given), empty, `.` or `..` (the URL parser would treat the last two as a move
 * up the path, not as data). Names in `styled` hold values already serialised by their style and encoded.
 */
export function fillPathParams(
  url: string,
  names: readonly string[],
  values: Readonly<Record<string, unknown>>,
  styled: ReadonlySet<string> = new Set(),
): string {
  const encoded = new Map<string, string>();
  for (const name of names) encoded.set(name, encodeSegment(name, values[name], styled.has(name)));
  return url.replace(/\{([^{}/]+)\}/g, (whole, name: string) => encoded.get(name) ?? whole);
}

function encodeSegment(name: string, value: unknown, alreadyEncoded: boolean): string {
  const text = segmentText(value);
  if (text === undefined) throw new HttpPathParamError({ parameter: name, reason: 'has no value' });
  if (text === '') throw new HttpPathParamError({ parameter: name, reason: 'is empty' });
  if (text === '.' || text === '..')
    throw new HttpPathParamError({ parameter: name, reason: `cannot be "${text}"` });
  return alreadyEncoded ? text : encodeURIComponent(text);
}

function segmentText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => segmentText(item) ?? '').join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
