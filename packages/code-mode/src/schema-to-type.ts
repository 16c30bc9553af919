/** A JSON Schema as code mode reads it (the parts that become TypeScript). */
type Schema = Readonly<Record<string, unknown>>;

/** Below this nesting depth, a schema is shown as `unknown`. */
const maxDepth = 8;

/**
 * The TypeScript type of a JSON Schema, for declarations a model reads: `type`, `enum`, `const`,
 * `anyOf`/`oneOf` (a union), `allOf` (an intersection), arrays, objects with their required and optional
 * properties (each with its description as a doc comment) and `additionalProperties`. What it cannot
 * express (`$ref`, `not`, conditions) is `unknown`, which is still true.
 */
export function schemaToType(schema: unknown, indent = '', depth = 0): string {
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  if (typeof schema !== 'object' || schema === null || depth > maxDepth) return 'unknown';
  const s = schema as Schema;
  if ('const' in s) return literal(s.const);
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ') || 'never';
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(union))
    return parenthesize(
      union.map((item) => schemaToType(item, indent, depth + 1)),
      ' | ',
    );
  if (Array.isArray(s.allOf)) {
    return parenthesize(
      s.allOf.map((item) => schemaToType(item, indent, depth + 1)),
      ' & ',
    );
  }
  const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type ?? inferType(s)];
  return parenthesize(
    types.map((type) => typeOf(type, s, indent, depth)),
    ' | ',
  );
}

function typeOf(type: unknown, s: Schema, indent: string, depth: number): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = schemaToType(s.items, indent, depth + 1);
      return /^[\w.]+(\[\])*$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(s, indent, depth);
    default:
      return 'unknown';
  }
}

function objectType(s: Schema, indent: string, depth: number): string {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    const description = (value as Schema | null)?.description;
    if (typeof description === 'string') lines.push(docComment(description, inner));
    const optional = required.has(key) ? '' : '?';
    lines.push(`${inner}${propertyKey(key)}${optional}: ${schemaToType(value, inner, depth + 1)};`);
  }
  const extra = s.additionalProperties;
  if (extra !== undefined && extra !== false && (Object.keys(properties).length === 0 || extra !== true)) {
    lines.push(`${inner}[key: string]: ${schemaToType(extra, inner, depth + 1)};`);
  }
  if (lines.length === 0) return s.additionalProperties === false ? '{}' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A `/** ... *\/` comment of `text` at `indent`, safe whatever the text holds. */
export function docComment(text: string, indent: string): string {
  const lines = text.replaceAll('*/', '*\\/').trim().split(/\r?\n/);
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`.trimEnd()), `${indent} */`].join('\n');
}

function inferType(s: Schema): string | undefined {
  if (s.properties !== undefined || s.additionalProperties !== undefined) return 'object';
  if (s.items !== undefined) return 'array';
  return undefined;
}

function literal(value: unknown): string {
  return value === undefined ? 'undefined' : (JSON.stringify(value) ?? 'unknown');
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

function parenthesize(parts: readonly string[], separator: string): string {
  const unique = [...new Set(parts)];
  if (unique.length === 1) return unique[0] as string;
  return unique
    .map((part) => (/[|&]/.test(part) && !part.startsWith('{') ? `(${part})` : part))
    .join(separator);
}
