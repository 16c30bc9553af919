import type { HttpParameterStyle } from '@mci/schema/internal';

type Entries = Array<[string, string]>;

/**
 * Query (or cookie) entries of one parameter under OpenAPI 3's `form`, `spaceDelimited`, `pipeDelimited`
 * and `deepObject` styles: `ids=1,2` (explode false), `ids=1&ids=2` (explode true, the default),
 * `ids=1%202`, `ids=1|2`, `filter[status]=open`, and an exploded object as one entry per property.
 * Absent values give no entry. Values are not yet percent-encoded.
 */
export function serializeQueryParameter(name: string, value: unknown, spec: HttpParameterStyle): Entries {
  if (value === null || value === undefined) return [];
  const style = spec.style ?? 'form';
  const explode = spec.explode ?? (style === 'form' || style === 'deepObject');
  if (Array.isArray(value)) {
    const items = value.map(scalarText);
    if (explode) return items.map((item) => [name, item]);
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [[name, items.join(separator)]];
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value).filter(([, item]) => item !== undefined && item !== null);
    if (style === 'deepObject') return pairs.map(([key, item]) => [`${name}[${key}]`, scalarText(item)]);
    if (explode) return pairs.map(([key, item]) => [key, scalarText(item)]);
    return [[name, pairs.flatMap(([key, item]) => [key, scalarText(item)]).join(',')]];
  }
  return [[name, scalarText(value)]];
}

/**
 * A path parameter under OpenAPI 3's `simple` (default), `label` or `matrix` style, percent-encoded with
 * the style's separators kept: `3,4`, `.3.4`, `;id=3;id=4`, `role=admin,name=Alex`. Returns undefined
 * for an absent value.
 */
export function serializePathParameter(
  name: string,
  value: unknown,
  spec: HttpParameterStyle,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  const style = spec.style ?? 'simple';
  const explode = spec.explode ?? false;
  const encode = encodeURIComponent;
  const parts = partsOf(value, explode);
  if (style === 'simple') return parts.map(encodePart(encode)).join(',');
  if (style === 'label') return `.${parts.map(encodePart(encode)).join(explode ? '.' : ',')}`;
  // matrix
  if (!explode || (!Array.isArray(value) && typeof value !== 'object'))
    return `;${encode(name)}=${parts.map(encodePart(encode)).join(',')}`;
  if (Array.isArray(value)) return parts.map((part) => `;${encode(name)}=${encode(String(part))}`).join('');
  return parts.map((part) => `;${encodePart(encode)(part)}`).join('');
}

/** A header value under the `simple` style: `3,4`, `role,admin` or (explode) `role=admin`. */
export function serializeHeaderParameter(value: unknown, spec: HttpParameterStyle): string | undefined {
  if (value === null || value === undefined) return undefined;
  return partsOf(value, spec.explode ?? false)
    .map(encodePart((text) => text))
    .join(',');
}

/** Array items, or object keys and values (`[key, value]` pairs when exploded), or the one value. */
function partsOf(value: unknown, explode: boolean): Array<string | [string, string]> {
  if (Array.isArray(value)) return value.map(scalarText);
  if (typeof value === 'object' && value !== null) {
    const pairs = Object.entries(value).filter(([, item]) => item !== undefined && item !== null);
    return explode
      ? pairs.map(([key, item]) => [key, scalarText(item)] as [string, string])
      : pairs.flatMap(([key, item]) => [key, scalarText(item)]);
  }
  return [scalarText(value)];
}

function encodePart(encode: (text: string) => string) {
  return (part: string | [string, string]) =>
    typeof part === 'string' ? encode(part) : `${encode(part[0])}=${encode(part[1])}`;
}

/** Strings as they are, other scalars as JSON, nested arrays and objects as JSON text. */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}
