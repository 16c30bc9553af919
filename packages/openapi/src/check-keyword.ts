type JsonObject = Record<string, unknown>;

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const NUMBER_KEYWORDS = new Set(['maximum', 'minimum', 'multipleOf']);
const COUNT_KEYWORDS = new Set([
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'maxProperties',
  'minProperties',
]);

/**
 * The keyword as the loader accepts it: `{ [keyword]: value }`, a fixed value, or `{}` when it is dropped.
 * Each drop or fix is told to `note`: a `pattern` that is not a string or not a JavaScript (Unicode)
 * regular expression, duplicate `enum` items, a `type` JSON Schema does not know (Swagger's `file`
 * becomes a binary string), counts and bounds that are not numbers.
 */
export function checkKeyword(keyword: string, value: unknown, note: (text: string) => void): JsonObject {
  const drop = (why: string) => {
    note(`${keyword} ${short(value)} dropped: ${why}`);
    return {};
  };
  if (keyword === 'pattern') {
    if (typeof value !== 'string') return drop('not a string');
    try {
      new RegExp(value, 'u');
      return { pattern: value };
    } catch {
      return drop('not a JavaScript regular expression');
    }
  }
  if (keyword === 'enum') {
    if (!Array.isArray(value) || value.length === 0) return drop('not a non-empty list');
    const unique = [...new Map(value.map((item) => [JSON.stringify(item), item])).values()];
    if (unique.length < value.length) note(`enum ${short(value)}: duplicate items removed`);
    return { enum: unique };
  }
  if (keyword === 'type') return checkType(value, drop);
  if (keyword === 'required') {
    if (!Array.isArray(value)) return drop('not a list');
    return { required: [...new Set(value.filter((item) => typeof item === 'string'))] };
  }
  if (NUMBER_KEYWORDS.has(keyword) && (typeof value !== 'number' || (keyword === 'multipleOf' && value <= 0)))
    return drop('not a valid number');
  if (COUNT_KEYWORDS.has(keyword) && !(Number.isInteger(value) && (value as number) >= 0))
    return drop('not a whole number >= 0');
  if ((keyword === 'title' || keyword === 'description' || keyword === 'format') && typeof value !== 'string')
    return drop('not a string');
  if (keyword === 'uniqueItems' && typeof value !== 'boolean') return drop('not a boolean');
  return { [keyword]: value };
}

function checkType(value: unknown, drop: (why: string) => JsonObject): JsonObject {
  if (value === 'file') return { type: 'string', format: 'binary' };
  const types = Array.isArray(value) ? value : [value];
  const known = [...new Set(types.filter((type) => typeof type === 'string' && JSON_TYPES.has(type)))];
  if (known.length === 0) return drop('not a JSON Schema type');
  if (known.length < types.length) drop('has types JSON Schema does not know');
  return { type: Array.isArray(value) ? known : known[0] };
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
