import { isRecord } from './is-record.js';

type Schema = Record<string, unknown>;

/** Keywords OpenAI's strict mode accepts everywhere; others move into the description. */
const strictKeywords = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'title',
  '$ref',
  '$defs',
  'definitions',
]);

/**
 * The input schema as OpenAI's strict mode wants it: every property required, optional ones made
 * nullable, `additionalProperties: false` on every object, `oneOf` read as `anyOf`, and keywords strict
 * mode refuses (`default`, `minLength`, `format`, ...) written into the description so the model still
 * reads them. Undefined when the schema cannot be strict: an object open to any property, or a boolean
 * schema. Map a strict call's input back with `removeStrictNulls` before MCI validates it.
 */
export function toStrictJsonSchema(schema: Schema): Schema | undefined {
  return strictNode('properties' in schema ? schema : { ...schema, properties: {} });
}

function strictNode(node: unknown): Schema | undefined {
  if (!isRecord(node)) return undefined;
  const result: Schema = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const name = key === 'oneOf' ? 'anyOf' : key;
    if (strictKeywords.has(name)) result[name] = value;
    else notes.push(`${key}: ${JSON.stringify(value)}`);
  }
  if (notes.length) {
    const described = typeof node.description === 'string' ? `${node.description} ` : '';
    result.description = `${described}(${notes.join('; ')})`;
  }
  return strictChildren(result);
}

function strictChildren(node: Schema): Schema | undefined {
  if (isObjectSchema(node)) return strictObject(node);
  if ('items' in node) {
    const items = strictNode(node.items);
    if (!items) return undefined;
    node.items = items;
  }
  if ('anyOf' in node) {
    const branches = Array.isArray(node.anyOf) ? node.anyOf.map(strictNode) : [undefined];
    if (branches.some((branch) => branch === undefined)) return undefined;
    node.anyOf = branches;
  }
  return strictDefinitions(node);
}

function strictObject(node: Schema): Schema | undefined {
  const open = node.additionalProperties !== undefined && node.additionalProperties !== false;
  if (open || !isRecord(node.properties)) return undefined;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const properties: Schema = {};
  for (const [key, value] of Object.entries(node.properties)) {
    const child = strictNode(value);
    if (!child) return undefined;
    properties[key] = required.has(key) ? child : nullable(child);
  }
  const strict = { ...node, properties, required: Object.keys(properties), additionalProperties: false };
  return strictDefinitions(strict);
}

function strictDefinitions(node: Schema): Schema | undefined {
  for (const key of ['$defs', 'definitions'] as const) {
    const definitions = node[key];
    if (definitions === undefined) continue;
    if (!isRecord(definitions)) return undefined;
    const strict: Schema = {};
    for (const [name, value] of Object.entries(definitions)) {
      const child = strictNode(value);
      if (!child) return undefined;
      strict[name] = child;
    }
    node[key] = strict;
  }
  return node;
}

function isObjectSchema(node: Schema): boolean {
  const { type } = node;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || 'properties' in node;
}

function nullable(schema: Schema): Schema {
  const { type } = schema;
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    const widened: Schema = { ...schema, type: types.includes('null') ? types : [...types, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) widened.enum = [...schema.enum, null];
    return widened;
  }
  return { anyOf: [schema, { type: 'null' }] };
}
