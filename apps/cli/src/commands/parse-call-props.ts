import { CliUsageError } from '../cli-usage-error.js';

const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The props of `mci call`: the `--props` JSON object, then each `--prop key=value` on top. A value is
 * parsed as JSON when it is valid JSON (`5`, `true`, `["a"]`), else kept as a string, and always kept as a
 * string when the tool's `inputSchema` declares that property a string (`zip=01234`, `name=5`); dotted
 * keys nest (`user.name=Ada` gives `{ user: { name: 'Ada' } }`).
 */
export function parseCallProps(
  propsJson: string | undefined,
  pairs: readonly string[],
  inputSchema?: unknown,
): Record<string, unknown> {
  const props = propsJson === undefined ? {} : parsePropsObject(propsJson);
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) throw new CliUsageError({ reason: `--prop expects key=value, got "${pair}".` });
    const key = pair.slice(0, separator);
    const text = pair.slice(separator + 1);
    setPath(props, key, declaresString(inputSchema, key.split('.')) ? text : parseValue(text));
  }
  return props;
}

/** Whether the schema of the property at `segments` (through nested `properties`) has `type: "string"`. */
function declaresString(schema: unknown, segments: readonly string[]): boolean {
  let current = schema;
  for (const segment of segments) {
    const properties = isPlainObject(current) ? current.properties : undefined;
    current =
      isPlainObject(properties) && Object.hasOwn(properties, segment) ? properties[segment] : undefined;
  }
  return isPlainObject(current) && current.type === 'string';
}

function parsePropsObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(
      { reason: `--props is not valid JSON: ${(error as Error).message}.` },
      { cause: error },
    );
  }
  if (!isPlainObject(value))
    throw new CliUsageError({ reason: '--props must be a JSON object, such as \'{"name":"Ada"}\'.' });
  return value;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function setPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const segments = key.split('.');
  if (segments.some((segment) => segment === '' || forbiddenKeys.has(segment))) {
    throw new CliUsageError({ reason: `--prop key "${key}" is not a valid property path.` });
  }
  let current = target;
  for (const [index, segment] of segments.slice(0, -1).entries()) {
    const next = current[segment];
    if (next === undefined) {
      const created: Record<string, unknown> = {};
      current[segment] = created;
      current = created;
    } else if (isPlainObject(next)) {
      current = next;
    } else {
      const prefix = segments.slice(0, index + 1).join('.');
      throw new CliUsageError({
        reason: `--prop ${key}: "${prefix}" is already set to a value that is not an object.`,
      });
    }
  }
  current[segments.at(-1) as string] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
