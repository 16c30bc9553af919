/** What the client needs from a tool's inputSchema besides validation. */
export interface InputDefaults {
  /** Top-level `properties.*.default`, in schema order. */
  readonly defaults: ReadonlyArray<readonly [string, unknown]>;
  /** `props.x` and `input.x` for every property not in `required`. */
  readonly optionalPaths: ReadonlySet<string>;
}

/** The input defaults of a schema. */
export function readInputDefaults(inputSchema: Readonly<Record<string, unknown>> | undefined): InputDefaults {
  const properties = asRecord(inputSchema?.properties);
  const required = new Set(Array.isArray(inputSchema?.required) ? inputSchema.required : []);
  const defaults: Array<readonly [string, unknown]> = [];
  const optionalPaths = new Set<string>();
  for (const [name, property] of Object.entries(properties)) {
    const declared = asRecord(property);
    if ('default' in declared) defaults.push([name, declared.default]);
    if (!required.has(name)) {
      optionalPaths.add(`props.${name}`);
      optionalPaths.add(`input.${name}`);
    }
  }
  return { defaults, optionalPaths };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
