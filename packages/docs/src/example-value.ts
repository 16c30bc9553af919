type Schema = Record<string, unknown>;

/**
 * An example for a schema: its first `examples` entry, else `default`, `const` or the first `enum` value,
 * else a value made up from its type and bounds (format, length, range, required properties).
 */
export function exampleValue(schema: Readonly<Schema>): unknown {
  const declared = declaredExample(schema);
  return declared.found ? declared.value : madeUpValue(schema);
}

/**
 * The arguments of a usage example for an object schema: every required property, and the optional ones
 * that declare an example or a default.
 */
export function exampleArguments(schema: Readonly<Schema> | undefined): Record<string, unknown> {
  const properties = asSchema(schema?.properties) ?? {};
  const required = new Set(Array.isArray(schema?.required) ? schema.required.map(String) : []);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    const property = asSchema(value) ?? {};
    if (required.has(key) || declaredExample(property).found) result[key] = exampleValue(property);
  }
  return result;
}

function declaredExample(schema: Readonly<Schema>): { found: boolean; value?: unknown } {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return { found: true, value: schema.examples[0] };
  }
  if ('default' in schema) return { found: true, value: schema.default };
  if ('const' in schema) return { found: true, value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

function madeUpValue(schema: Readonly<Schema>): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return exampleValue({ ...asSchema(alternatives[0]) });
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((name) => name !== 'null') ??
    (asSchema(schema.properties) ? 'object' : asSchema(schema.items) ? 'array' : undefined);
  switch (type) {
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return exampleNumber(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, numberOr(schema.minItems, 1));
      const items = asSchema(schema.items) ?? {};
      return numberOr(schema.maxItems, 1) === 0
        ? []
        : Array.from({ length: count }, () => exampleValue(items));
    }
    case 'object':
      return exampleArguments(schema);
    case 'null':
      return null;
    default:
      return types.includes('null') ? null : 'example';
  }
}

const formatExamples: Readonly<Record<string, string>> = {
  email: 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
};

function exampleString(schema: Readonly<Schema>): string {
  const formatted = typeof schema.format === 'string' ? formatExamples[schema.format] : undefined;
  if (formatted) return formatted;
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, Number.POSITIVE_INFINITY);
  return 'example'.padEnd(minLength, 'x').slice(0, Math.max(minLength, Math.min(maxLength, 7)));
}

function exampleNumber(schema: Readonly<Schema>, integer: boolean): number {
  const minimum =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const maximum =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
        : undefined;
  let value = minimum ?? Math.min(1, maximum ?? 1);
  if (integer) value = Math.ceil(value);
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function asSchema(value: unknown): Schema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;
}
