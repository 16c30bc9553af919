import { TemplateError } from './template-error.js';
import type { TagRange } from './template-node.js';
import { describePosition, TemplateSource } from './template-source.js';

/**
 * Text of a value, JSON-style: strings as they are, numbers and booleans as JSON, `null` as `null`,
 * objects and arrays as compact JSON. Values JSON cannot express are a `TemplateError` at the tag
 * `range` of the template `text`.
 */
export function formatValue(value: unknown, text: string, range: TagRange): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object': {
      if (value === null) return 'null';
      const json = safeStringify(value);
      if (json !== undefined) return json;
      break;
    }
  }
  const position = new TemplateSource(text).locate(range.start, range.end);
  throw new TemplateError(
    'TEMPLATE_INVALID_VALUE',
    `Cannot render the value of '${position.snippet}' at ${describePosition(position)} as text: it is not JSON data`,
    position,
  );
}

/** `JSON.stringify` that returns `undefined` instead of throwing (cycles, BigInt, throwing `toJSON`). */
export function safeStringify(value: unknown): string | undefined {
  try {
    const json: unknown = JSON.stringify(value);
    return typeof json === 'string' ? json : undefined;
  } catch {
    return undefined;
  }
}
