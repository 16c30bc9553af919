import { checkKeyword } from './check-keyword.js';

type JsonObject = Record<string, unknown>;

/** JSON Schema keywords copied (after `checkKeyword` accepts them) once their sub-schemas are converted. */
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
const STRUCTURE_KEYWORDS = ['properties', 'items', 'additionalProperties', 'not', ...SCHEMA_LIST_KEYWORDS];

/** Marks the place where an unnamed schema refers back to one of its ancestors; its type is kept. */
export function cyclicSchema(schema: JsonObject): JsonObject {
  const name = typeof schema.title === 'string' && schema.title ? ` "${schema.title}"` : '';
  return {
    ...(schema.type === undefined ? {} : checkKeyword('type', schema.type, () => {})),
    description: `Cyclic schema${name}: refers back to an enclosing schema, not expanded further.`,
  };
}

/** Converts OpenAPI schemas of one document; shared (named) schemas become `$ref`s to `$defs`. */
export interface SchemaConverter {
  /** The schema as plain JSON Schema; named schemas inside it are `{"$ref": "#/$defs/Name"}`. */
  convert(schema: unknown): JsonObject;
  /**
   * The shared schemas that `schemas` refer to, directly or through other definitions: the names of
   * those held in full (in the toolset's `$defs`), and stubs of those further away (in the tool's own
   * `$defs`, where they win over the toolset's).
   */
  defsOf(schemas: readonly unknown[]): { full: string[]; stubs: Record<string, JsonObject> };
  /** The converted shared schemas of `names`, by name in sorted order. */
  sharedDefs(names: Iterable<string>): Record<string, JsonObject>;
  /** What was dropped or rewritten since the last call (keywords JavaScript or the loader refuse). */
  takeNotes(): string[];
}

/**
 * Turns OpenAPI schemas (2.0, 3.0 or 3.1, dereferenced: a `$ref` is the very object it names) into plain
 * JSON Schema the client validates with: `nullable` becomes a `null` type, 3.0's boolean
 * `exclusiveMinimum`/`exclusiveMaximum` become numbers, OpenAPI-only keywords (`xml`, `example`,
 * `discriminator`, `readOnly`, `x-...`) are dropped, and keywords that would break the file (a duplicate
 * `enum` item, a `pattern` JavaScript cannot compile) are dropped or fixed and noted. A schema of `named`
 * (the document's `components.schemas` or `definitions`) that is more than a scalar is converted once
 * and referred to as `#/$defs/<name>`, so shared schemas stay shared and cycles stay references.
 */
export function createSchemaConverter(named: ReadonlyMap<object, string>): SchemaConverter {
  const defs = new Map<string, JsonObject>();
  const defRefs = new Map<string, Set<string>>();
  let notes: string[] = [];
  const note = (text: string) => notes.push(text);

  const refTo = (schema: JsonObject, name: string): JsonObject => {
    if (!defs.has(name)) {
      defs.set(name, {});
      const converted = convertKeywords(schema, new Set([schema]), convertNode, note);
      defs.set(name, converted);
      defRefs.set(name, collectRefs(converted));
    }
    return { $ref: `#/$defs/${name}` };
  };

  const convertNode = (schema: unknown, ancestors: ReadonlySet<object>): JsonObject => {
    if (schema === true || schema === undefined || schema === null) return {};
    if (schema === false) return { not: {} };
    if (typeof schema !== 'object' || Array.isArray(schema)) return {};
    const source = schema as JsonObject;
    const name = ancestors.size > 0 ? named.get(schema) : undefined;
    if (name !== undefined && STRUCTURE_KEYWORDS.some((keyword) => source[keyword] !== undefined))
      return refTo(source, name);
    if (ancestors.has(schema)) return cyclicSchema(source);
    return convertKeywords(source, new Set(ancestors).add(schema), convertNode, note);
  };

  return {
    convert: (schema) => convertNode(schema, new Set()),
    defsOf(schemas) {
      const roots = new Set<string>();
      for (const schema of schemas) collectRefs(schema, roots);
      const full: string[] = [];
      const stubs: Record<string, JsonObject> = {};
      for (const [name, isFull] of reachableDefs(roots, defRefs)) {
        if (isFull) full.push(name);
        else stubs[name] = stubOf(name, defs.get(name) ?? {});
      }
      return { full, stubs };
    },
    sharedDefs(names) {
      const result: Record<string, JsonObject> = {};
      for (const name of [...names].sort()) result[name] = defs.get(name) ?? {};
      return result;
    },
    takeNotes() {
      const taken = [...new Set(notes)];
      notes = [];
      return taken;
    },
  };
}

/** Most shared schemas a tool's `$defs` holds in full; those further away are stubs. */
const MAX_EXPANDED_DEFS = 60;
/** Most `$ref` hops from a prop to a shared schema held in full. */
const MAX_DEF_DEPTH = 4;

/**
 * The definitions a tool needs, breadth first from `roots`: true for those held in full, false for
 * those only referred to by the last ones held in full (kept as stubs, so every `$ref` resolves and a
 * tool of a document whose schemas all refer to each other stays small).
 */
function reachableDefs(
  roots: ReadonlySet<string>,
  defRefs: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, boolean> {
  const found = new Map<string, boolean>();
  let fullCount = 0;
  let layer = [...roots];
  for (let depth = 1; layer.length > 0; depth += 1) {
    const next: string[] = [];
    for (const name of layer) {
      if (found.has(name)) continue;
      const full = depth <= MAX_DEF_DEPTH && fullCount < MAX_EXPANDED_DEFS;
      found.set(name, full);
      if (!full) continue;
      fullCount += 1;
      next.push(...(defRefs.get(name) ?? []));
    }
    layer = next.filter((name) => !found.has(name));
  }
  return found;
}

/** A shared schema too far from the tool's props: its type and title, any value of it accepted. */
function stubOf(name: string, def: JsonObject): JsonObject {
  return {
    ...(def.type === undefined ? {} : { type: def.type }),
    description: `${name} (shared schema, not expanded here).`,
  };
}

type Convert = (schema: unknown, ancestors: ReadonlySet<object>) => JsonObject;

function convertKeywords(
  source: JsonObject,
  inner: ReadonlySet<object>,
  convert: Convert,
  note: (text: string) => void,
): JsonObject {
  const result: JsonObject = {};
  for (const keyword of PLAIN_KEYWORDS) {
    if (source[keyword] !== undefined) Object.assign(result, checkKeyword(keyword, source[keyword], note));
  }
  Object.assign(result, exclusiveBounds(source, result));
  if (source.nullable === true) {
    if (typeof result.type === 'string') result.type = [result.type, 'null'];
    if (Array.isArray(result.enum) && !result.enum.includes(null)) result.enum = [...result.enum, null];
  }
  if (typeof source.properties === 'object' && source.properties !== null) {
    const properties: JsonObject = {};
    for (const [name, property] of Object.entries(source.properties)) {
      if (isReadOnly(property)) continue;
      properties[name] = convert(property, inner);
    }
    result.properties = properties;
    if (Array.isArray(result.required))
      result.required = result.required.filter(
        (name) => !isReadOnly((source.properties as JsonObject)[name]),
      );
  }
  if (source.additionalProperties !== undefined) {
    result.additionalProperties =
      typeof source.additionalProperties === 'boolean'
        ? source.additionalProperties
        : convert(source.additionalProperties, inner);
  }
  if (source.items !== undefined) {
    result.items = Array.isArray(source.items)
      ? source.items.map((item) => convert(item, inner))
      : convert(source.items, inner);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = source[keyword];
    if (Array.isArray(list)) result[keyword] = list.map((item) => convert(item, inner));
  }
  if (source.not !== undefined) result.not = convert(source.not, inner);
  return result;
}

/** 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` as the numbers of JSON Schema. */
function exclusiveBounds(source: JsonObject, result: JsonObject): JsonObject {
  const bounds: JsonObject = {};
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (source[exclusive] === true && typeof result[bound] === 'number') {
      bounds[exclusive] = result[bound];
      delete result[bound];
    } else if (typeof source[exclusive] === 'number') bounds[exclusive] = source[exclusive];
  }
  return bounds;
}

/** Names of the `#/$defs/...` a converted schema refers to. */
function collectRefs(schema: unknown, found = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return found;
  if (Array.isArray(schema)) {
    for (const item of schema) collectRefs(item, found);
    return found;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/'))
      found.add(value.slice(8));
    else if (key !== 'enum' && key !== 'const' && key !== 'default') collectRefs(value, found);
  }
  return found;
}

/** Properties only the server writes (`readOnly`) are not input. */
export function isReadOnly(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as JsonObject).readOnly === true;
}
