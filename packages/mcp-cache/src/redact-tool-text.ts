import type { McpCachedTool } from './to-mci-tool.js';

type Redact = (text: string) => string;

/** JSON Schema keywords whose values are prose or sample data, where a server may echo a secret. */
const textKeywords = new Set(['title', 'description', 'default', 'examples', '$comment']);
/** JSON Schema keywords whose values map names to schemas. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * Replaces secrets in the text of a tool: its title and description, and the titles, descriptions,
 * defaults and examples of its schemas. Names are left as they are (the tool's, its properties', enum
 * values, `required`): they are how the tool is called, and an env value such as `prod` must not turn
 * `get_product` into `get_***uct`.
 */
export function redactToolText(tool: McpCachedTool, redact: Redact): McpCachedTool {
  const redacted: McpCachedTool = {
    ...tool,
    description: redact(tool.description),
    inputSchema: redactSchema(tool.inputSchema, redact) as Record<string, unknown>,
  };
  if (tool.title !== undefined) redacted.title = redact(tool.title);
  if (tool.outputSchema)
    redacted.outputSchema = redactSchema(tool.outputSchema, redact) as Record<string, unknown>;
  if (typeof tool.annotations?.title === 'string') {
    redacted.annotations = { ...tool.annotations, title: redact(tool.annotations.title) };
  }
  return redacted;
}

function redactSchema(schema: unknown, redact: Redact): unknown {
  if (Array.isArray(schema)) return schema.map((item) => redactSchema(item, redact));
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (textKeywords.has(key)) return [key, redactStrings(value, redact)];
      if (schemaMaps.has(key) && isObject(value)) {
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, redactSchema(sub, redact)])),
        ];
      }
      return [key, redactSchema(value, redact)];
    }),
  );
}

function redactStrings(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
