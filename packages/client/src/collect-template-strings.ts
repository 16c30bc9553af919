type JsonPath = Array<string | number>;

/** Every string value inside `value` (object keys excluded), with its path, depth first. */
export function collectTemplateStrings(
  value: unknown,
  at: JsonPath = [],
): Array<{ text: string; path: JsonPath }> {
  if (typeof value === 'string') return [{ text: value, path: at }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => collectTemplateStrings(item, [...at, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => collectTemplateStrings(entry, [...at, key]));
  }
  return [];
}
