import type { CliExecutionConfig, ExecutionContext } from '@mci/schema';

type FlagConfig = NonNullable<CliExecutionConfig['flags']>[string];

export interface BuiltArguments {
  readonly args: string[];
  /** Values flags read from `env.`: secrets to hide, as the client hides env values templates use. */
  readonly envValues: string[];
}

/**
 * The argument list of one call: the rendered `args`, then the `flags` in the order written. Every item
 * becomes exactly one argument, whatever characters it holds; nothing is split or interpreted by a shell.
 */
export function buildArguments(config: CliExecutionConfig, context: ExecutionContext): BuiltArguments {
  const rendered = config.args ? (context.renderValue(config.args) as unknown[]) : [];
  const args = rendered.map(toArgumentText);
  const envValues: string[] = [];
  for (const [flag, flagConfig] of Object.entries(config.flags ?? {})) {
    const value = lookUp(flagConfig.from, context);
    if (flagConfig.from.startsWith('env.') && typeof value === 'string') envValues.push(value);
    args.push(...flagArguments(flag, flagConfig.type, value));
  }
  return { args, envValues };
}

/**
 * `boolean`: the flag alone when the value is truthy. `value`: the flag and the value as two arguments;
 * an array repeats the pair for each item. An absent value (or null) adds nothing.
 */
function flagArguments(flag: string, type: FlagConfig['type'], value: unknown): string[] {
  if (type === 'boolean') return isTruthy(value) ? [flag] : [];
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((item) => item !== undefined && item !== null)
    .flatMap((item) => [flag, toArgumentText(item)]);
}

/**
 * The value at a dot path such as `props.ignore_case`, `input.files.0` or `env.DEBUG`; a path without one
 * of those roots is read from the props.
 */
function lookUp(path: string, context: ExecutionContext): unknown {
  const segments = path.split('.');
  let current: unknown = context.props;
  if (segments[0] === 'props' || segments[0] === 'input') segments.shift();
  else if (segments[0] === 'env') {
    current = context.env;
    segments.shift();
  }
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Falsy values, empty arrays and objects, and the strings "false" and "0" (any case, trimmed) are false. */
function isTruthy(value: unknown): boolean {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text !== '' && text !== 'false' && text !== '0';
  }
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Strings as they are; numbers, booleans, null, objects and arrays as their JSON text. */
function toArgumentText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
