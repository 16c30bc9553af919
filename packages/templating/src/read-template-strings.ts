import { type CompiledTemplate, type CompileOptions, compileTemplate } from './compile-template.js';
import { TemplateError } from './template-error.js';

/** One string found inside a value, with what it reads. */
export interface TemplateString {
  readonly text: string;
  /** Where it is: keys and array indexes, e.g. `['tools', 2, 'execution', 'url']`. */
  readonly path: ReadonlyArray<string | number>;
  /** The env variables it reads (`X` of `{{ env.X }}`), each once, in order of first use. */
  readonly envNames: readonly string[];
  /** The text compiled as a full template, when it has tags and is a valid one (directives on). */
  readonly template?: CompiledTemplate;
  /**
   * The text compiled with placeholders only, when it has tags and was compiled that way: with
   * `directives: false`, when it is not a valid full template, or when it has no `@` (then it is the same
   * object as `template`).
   */
  readonly placeholders?: CompiledTemplate;
  /** Set when the text does not parse even with placeholders only; it then reads nothing. */
  readonly error?: TemplateError;
}

export interface ReadTemplateStringsOptions {
  /** `false` reads every string with placeholders only. */
  readonly directives?: boolean;
  /** Compiles the strings (`compileTemplate` by default); a caller may pass one that reuses its templates. */
  readonly compile?: (text: string, options?: CompileOptions) => CompiledTemplate;
}

type Compiled = Pick<TemplateString, 'template' | 'placeholders'>;

const PLACEHOLDERS_ONLY: CompileOptions = { directives: false };
const NO_TAGS: Compiled = {};

/**
 * Every string inside `value` (deep through arrays and objects, keys excluded), in document order, with
 * the env variables it reads: `{{env.X}}`, `{{ env.X }}`, `{!! env.X !!}`, fallbacks and directives. A
 * string is read as a full template; one that is not a valid full template is read with placeholders only,
 * as config fields are rendered. `directives: false` reads every string with placeholders only. The
 * templates compiled on the way are given with each string.
 */
export function readTemplateStrings(
  value: unknown,
  options: ReadTemplateStringsOptions = {},
): TemplateString[] {
  const found: TemplateString[] = [];
  const directives = options.directives !== false;
  const compile = options.compile ?? compileTemplate;
  // One path, grown and shrunk on the way down and up; each string found keeps a copy.
  const path: Array<string | number> = [];
  const visit = (entry: unknown): void => {
    if (typeof entry === 'string') {
      found.push(readString(entry, path.slice(), directives, compile));
    } else if (Array.isArray(entry)) {
      for (let index = 0; index < entry.length; index++) {
        path.push(index);
        visit(entry[index]);
        path.pop();
      }
    } else if (entry !== null && typeof entry === 'object') {
      for (const key of Object.keys(entry)) {
        path.push(key);
        visit((entry as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  visit(value);
  return found;
}

function readString(
  text: string,
  path: ReadonlyArray<string | number>,
  directives: boolean,
  compile: NonNullable<ReadTemplateStringsOptions['compile']>,
): TemplateString {
  const read = readCompiled(text, directives, compile);
  if (read instanceof TemplateError) return { text, path, envNames: [], error: read };
  if (read === NO_TAGS) return { text, path, envNames: NO_NAMES };
  return { text, path, envNames: envNames((read.template ?? read.placeholders)?.paths), ...read };
}

function readCompiled(
  text: string,
  directives: boolean,
  compile: NonNullable<ReadTemplateStringsOptions['compile']>,
): Compiled | TemplateError {
  const hasAt = text.includes('@');
  if (!text.includes('{') && !(directives && hasAt)) return NO_TAGS;
  if (directives) {
    try {
      const template = compile(text);
      // Without an `@`, the text compiles the same with directives off.
      return hasAt ? { template } : { template, placeholders: template };
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
    }
  }
  try {
    return { placeholders: compile(text, PLACEHOLDERS_ONLY) };
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
}

const NO_NAMES: readonly string[] = Object.freeze([]);

function envNames(paths: readonly string[] | undefined): readonly string[] {
  if (!paths?.some((path) => path.startsWith('env.'))) return NO_NAMES;
  const names = new Set<string>();
  for (const path of paths) {
    const [root, name] = path.split('.');
    if (root === 'env' && name) names.add(name);
  }
  return [...names];
}
