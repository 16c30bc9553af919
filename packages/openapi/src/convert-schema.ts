type JsonObject = Record<string, unknown>;

/** JSON Schema keywords copied as they are (after their sub-schemas are converted). */
const PLAIN_KEYWORDS = [
  'title',
  'description',
  'type',
  'format',
  'enum',
  'const',
  'default',
  'multipleOf',
  'maximum',
  'minimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
] as const;
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;

/** Marks the place where a schema refers back to one of its ancestors. */
export function cyclicSchema(title: unknown): JsonObject {
  const name = typeof title === 'string' && title ? ` "${title}"` : '';
  return { description: `Cyclic schema${name}: refers back to an enclosing schema, not expanded further.` };
}

/**
 * Turns an OpenAPI schema (2.0, 3.0 or 3.1, already dereferenced) into a plain JSON Schema the client
 * validates with (draft-07 keywords): `nullable` becomes a `null` type, 3.0's boolean
 * `exclusiveMinimum`/`exclusiveMaximum` become numbers, OpenAPI-only keywords (`xml`, `example`,
 * `discriminator`, `readOnly`, `x-...`) are dropped. A schema that contains itself is cut with a
 * `cyclicSchema` marker instead of being expanded forever.
 */
export function convertSchema(schema: unknown, ancestors: ReadonlySet<object> = new Set()): JsonObject {
  if (schema === true || schema === undefined || schema === null) return {};
  if (schema === false) return { not: {} };
  if (typeof schema !== 'object' || Array.isArray(schema)) return {};
  if (ancestors.has(schema)) return cyclicSchema((schema as JsonObject).title);
  const source = schema as JsonObject;
  const inner = new Set(ancestors).add(schema);
  const result: JsonObject = {};

  for (const keyword of PLAIN_KEYWORDS) {
    if (source[keyword] !== undefined) result[keyword] = source[keyword];
  }
  if (source.exclusiveMinimum === true && typeof source.minimum === 'number') {
    result.exclusiveMinimum = source.minimum;
    delete result.minimum;
  } else if (typeof source.exclusiveMinimum === 'number') result.exclusiveMinimum = source.exclusiveMinimum;
  if (source.exclusiveMaximum === true && typeof source.maximum === 'number') {
    result.exclusiveMaximum = source.maximum;
    delete result.maximum;
  } else if (typeof source.exclusiveMaximum === 'number') result.exclusiveMaximum = source.exclusiveMaximum;

  if (source.nullable === true) {
    if (typeof result.type === 'string') result.type = [result.type, 'null'];
    if (Array.isArray(result.enum) && !result.enum.includes(null)) result.enum = [...result.enum, null];
  }
  if (typeof source.properties === 'object' && source.properties !== null) {
    const properties: JsonObject = {};
    for (const [name, property] of Object.entries(source.properties)) {
      if (isReadOnly(property)) continue;
      properties[name] = convertSchema(property, inner);
    }
    result.properties = properties;
    if (Array.isArray(result.required))
      result.required = result.required.filter((name) => typeof name === 'string' && name in properties);
  }
  if (source.additionalProperties !== undefined) {
    result.additionalProperties =
      typeof source.additionalProperties === 'boolean'
        ? source.additionalProperties
        : convertSchema(source.additionalProperties, inner);
  }
  if (source.items !== undefined) {
    result.items = Array.isArray(source.items)
      ? source.items.map((item) => convertSchema(item, inner))
      : convertSchema(source.items, inner);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = source[keyword];
    if (Array.isArray(list)) result[keyword] = list.map((item) => convertSchema(item, inner));
  }
  if (source.not !== undefined) result.not = convertSchema(source.not, inner);
  return result;
}

/** Properties only the server writes (`readOnly`) are not input. */
export function isReadOnly(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as JsonObject).readOnly === true;
}
