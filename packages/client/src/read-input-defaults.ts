/** What the client needs from a tool's inputSchema besides validation. */
export interface InputDefaults {
  /** Top-level `properties.*.default`, in schema order. */
  readonly defaults: ReadonlyArray<readonly [string, unknown]>;
  /** `props.x` and `input.x` for every property not in `required`. */
  readonly optionalPaths: ReadonlySet<string>;
}

/** The input defaults of a schema, read from it when first asked for (on the tool's first call). */
export function readInputDefaults(inputSchema: Readonly<Record<string, unknown>> | undefined): InputDefaults {
  return new InputDefaultsOfSchema(inputSchema);
}

class InputDefaultsOfSchema implements InputDefaults {
  #schema: Readonly<Record<string, unknown>> | undefined;
  #read: InputDefaults | undefined;

  constructor(schema: Readonly<Record<string, unknown>> | undefined) {
    this.#schema = schema;
  }

  get defaults(): InputDefaults['defaults'] {
    return this.#value().defaults;
  }

  get optionalPaths(): InputDefaults['optionalPaths'] {
    return this.#value().optionalPaths;
  }

  #value(): InputDefaults {
    this.#read ??= read(this.#schema);
    return this.#read;
  }
}

function read(inputSchema: Readonly<Record<string, unknown>> | undefined): InputDefaults {
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
