import type { CliExecutionConfig, ExecutionContext } from '@mci/schema';
import { compilePathExpression } from '@mci/templating';

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
  const flags = Object.entries(config.flags ?? {});
  if (flags.length === 0) return { args, envValues };
  const flagContext = flagContextOf(context);
  for (const [flag, flagConfig] of flags) {
    const from = compilePathExpression(flagConfig.from);
    args.push(...flagArguments(flag, flagConfig.type, from.read(flagContext)));
    for (const path of from.paths) {
      const value = path.startsWith('env.') ? context.env[path.split('.')[1] ?? ''] : undefined;
      if (typeof value === 'string') envValues.push(value);
    }
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
 * What `from` reads: `props` (also `input`) and `env`, as templates do. A path whose root is none of them
 * is read from the props (`ignore_case` is `props.ignore_case`).
 */
function flagContextOf(context: ExecutionContext): Record<string, unknown> {
  return { ...context.props, props: context.props, input: context.props, env: context.env };
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
