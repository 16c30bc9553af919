type JsonObject = Record<string, unknown>;

/** Keywords an `allOf` branch may have and still be merged: it only adds properties and requirements. */
const MERGEABLE = new Set([
  'type',
  'properties',
  'required',
  'allOf',
  'title',
  'description',
  'example',
  'xml',
]);

/**
 * An object schema with its `allOf` branches merged into it, when each branch (and the schema) only
 * declares properties and required names: the union of both, a property declared twice becoming the
 * `allOf` of its declarations. So a body of `allOf: [Base, {...}]` can be split into props without
 * losing a branch's properties or requirements. Otherwise, or without `allOf`, the schema as it is.
 */
export function mergeAllOf(schema: unknown): unknown {
  if (!isObject(schema) || !Array.isArray(schema.allOf)) return schema;
  const parts = flatten(schema, new Set());
  if (parts === undefined) return schema;
  const properties: JsonObject = {};
  const required = new Set<string>();
  for (const part of parts) {
    for (const [name, property] of Object.entries(isObject(part.properties) ? part.properties : {})) {
      const known = properties[name];
      properties[name] = known === undefined ? property : { allOf: [known, property] };
    }
    if (Array.isArray(part.required)) for (const name of part.required) required.add(String(name));
  }
  const { allOf: _merged, ...rest } = schema;
  return {
    ...rest,
    type: 'object',
    properties,
    ...(required.size > 0 && { required: [...required] }),
  };
}

/** The schema and its `allOf` branches, nested ones included; undefined when one cannot be merged. */
function flatten(schema: JsonObject, seen: Set<object>): JsonObject[] | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const parts = [schema];
  for (const branch of Array.isArray(schema.allOf) ? schema.allOf : []) {
    if (!isObject(branch) || !isMergeable(branch)) return undefined;
    const inner = flatten(branch, seen);
    if (inner === undefined) return undefined;
    parts.push(...inner);
  }
  return parts;
}

function isMergeable(branch: JsonObject): boolean {
  if (branch.type !== undefined && branch.type !== 'object') return false;
  return Object.keys(branch).every((key) => MERGEABLE.has(key) || key.startsWith('x-'));
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
