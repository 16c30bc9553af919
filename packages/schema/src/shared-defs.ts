import * as z from 'zod';

type JsonObject = Record<string, unknown>;

const DEFS_REF = '#/$defs/';

/** The `$defs` field of an MCI file: JSON Schema definitions its tools' schemas share. */
export const sharedDefsField = () =>
  z.record(z.string().min(1), z.record(z.string(), z.unknown())).optional().meta({
    description:
      "JSON Schema definitions shared by this file's tools: a `#/$defs/Name` in a tool's inputSchema or outputSchema that the schema's own `$defs` lacks is copied from here when the file loads.",
  });

/**
 * The tools with each `inputSchema` and `outputSchema` made self-contained: every definition of `defs`
 * that the schema refers to as `#/$defs/<name>` (directly, or through another definition) and that its
 * own `$defs` does not hold is added to its `$defs`. The definitions are shared objects, not copies, so a
 * file of many tools that share large schemas stays small in memory. Unknown names are left as they
 * are (compiling the schema reports them).
 */
export function resolveSharedDefs<Tool>(
  tools: Tool[],
  defs: Readonly<Record<string, JsonObject>> | undefined,
): Tool[] {
  if (defs === undefined) return tools;
  const refsOfDef = new Map<string, string[]>();
  const defRefs = (name: string): string[] => {
    let refs = refsOfDef.get(name);
    if (refs === undefined) {
      refs = [...collectDefRefs(defs[name], new Set())];
      refsOfDef.set(name, refs);
    }
    return refs;
  };
  const complete = (schema: unknown) => (isObject(schema) ? withSharedDefs(schema, defs, defRefs) : schema);
  return tools.map((tool) => {
    if (!isObject(tool)) return tool;
    const { inputSchema, outputSchema } = tool;
    const input = complete(inputSchema);
    const output = complete(outputSchema);
    if (input === inputSchema && output === outputSchema) return tool;
    return {
      ...tool,
      ...(input !== undefined && { inputSchema: input }),
      ...(output !== undefined && { outputSchema: output }),
    };
  });
}

function withSharedDefs(
  schema: JsonObject,
  defs: Readonly<Record<string, JsonObject>>,
  defRefs: (name: string) => string[],
): JsonObject {
  // A `$defs` that is not an object is left for the schema check to report.
  if (schema.$defs !== undefined && !isObject(schema.$defs)) return schema;
  const local = schema.$defs ?? {};
  const added = new Map<string, JsonObject>();
  const pending = [...collectDefRefs(schema, new Set())];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (Object.hasOwn(local, name) || added.has(name) || !Object.hasOwn(defs, name)) continue;
    added.set(name, defs[name] as JsonObject);
    pending.push(...defRefs(name));
  }
  if (added.size === 0) return schema;
  return { ...schema, $defs: { ...Object.fromEntries(added), ...local } };
}

/**
 * Names of the `#/$defs/<name>` a schema refers to, not looking inside values (`enum`, `const`,
 * `default`, examples); `nameMap` marks an object whose keys are names (`properties`, `$defs`), not keywords.
 */
function collectDefRefs(schema: unknown, found: Set<string>, nameMap = false): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) collectDefRefs(item, found);
  } else if (isObject(schema)) {
    for (const key in schema) {
      const value = schema[key];
      if (nameMap) collectDefRefs(value, found);
      else if (key === '$ref' && typeof value === 'string' && value.startsWith(DEFS_REF))
        found.add(defName(value));
      else if (!VALUE_KEYWORDS.has(key)) collectDefRefs(value, found, NAME_MAPS.has(key));
    }
  }
  return found;
}

const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

/** `#/$defs/a~1b/properties/c` -> `a/b`. */
function defName(ref: string): string {
  const segment = ref.slice(DEFS_REF.length).split('/')[0] ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {}
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
