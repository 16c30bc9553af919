import { isRecord } from './is-record.js';

/**
 * Undoes what `toStrictJsonSchema` asks of a model: drops a `null` the model sent for an optional
 * property whose original schema does not accept `null`, in nested objects and arrays too, so MCI sees
 * the property as absent (and applies its default) rather than refusing the null.
 */
export function removeStrictNulls(schema: unknown, value: unknown): unknown {
  if (!isRecord(schema)) return value;
  if (Array.isArray(value)) return value.map((item) => removeStrictNulls(schema.items, item));
  if (!isRecord(value) || !isRecord(schema.properties)) return value;
  const { properties } = schema;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key];
    if (item === null && property !== undefined && !required.has(key) && !allowsNull(property)) continue;
    result[key] = removeStrictNulls(property, item);
  }
  return result;
}

function allowsNull(schema: unknown): boolean {
  if (!isRecord(schema)) return schema !== false;
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (schema.const === null || (Array.isArray(schema.enum) && schema.enum.includes(null))) return true;
  const branches = [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list : []));
  if (branches.length) return branches.some(allowsNull);
  // A schema that names no type, values or reference accepts any value, null included.
  return type === undefined && !['enum', 'const', '$ref', 'not'].some((key) => key in schema);
}
