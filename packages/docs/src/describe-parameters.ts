import { exampleValue } from './example-value.js';
import type { ParameterRow } from './tool-specification.js';

type Schema = Record<string, unknown>;

/**
 * The rows of a parameter table for an object schema: each property, then the properties of nested
 * objects as `a.b` and of arrays of objects as `a[].b`, in the order the schema lists them.
 */
export function describeParameters(schema: Readonly<Schema> | undefined, prefix = ''): ParameterRow[] {
  const properties = asSchema(schema?.properties);
  if (!properties) return [];
  const required = new Set(Array.isArray(schema?.required) ? schema.required.map(String) : []);
  const rows: ParameterRow[] = [];
  for (const [key, value] of Object.entries(properties)) {
    const property = asSchema(value) ?? {};
    const name = `${prefix}${key}`;
    rows.push({
      name,
      type: describeType(property),
      required: required.has(key),
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
      ...(Array.isArray(property.enum) ? { enum: property.enum } : {}),
      ...('default' in property ? { default: property.default } : {}),
      example: exampleValue(property),
    });
    const items = asSchema(property.items);
    if (asSchema(property.properties)) rows.push(...describeParameters(property, `${name}.`));
    else if (items && asSchema(items.properties)) rows.push(...describeParameters(items, `${name}[].`));
  }
  return rows;
}

/** A short type: `string`, `integer[]`, `string | null`, `"a" | "b"` for a schema without `type`, ... */
export function describeType(schema: Readonly<Schema>): string {
  const { type } = schema;
  if (typeof type === 'string') return type === 'array' ? arrayType(schema) : type;
  if (Array.isArray(type)) {
    return type.map((name) => (name === 'array' ? arrayType(schema) : String(name))).join(' | ');
  }
  if ('const' in schema) return jsonType(schema.const);
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonType))].join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    return [...new Set(alternatives.map((item) => describeType(asSchema(item) ?? {})))].join(' | ');
  }
  if (asSchema(schema.properties)) return 'object';
  if (asSchema(schema.items)) return arrayType(schema);
  return 'any';
}

function arrayType(schema: Readonly<Schema>): string {
  const items = asSchema(schema.items);
  if (!items) return 'array';
  const itemType = describeType(items);
  return itemType.includes(' | ') ? `(${itemType})[]` : `${itemType}[]`;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function asSchema(value: unknown): Schema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;
}
