import { compileTemplate } from './compile-template.js';
import { TemplateError } from './template-error.js';

/** One string found inside a value, with what it reads. */
export interface TemplateString {
  readonly text: string;
  /** Where it is: keys and array indexes, e.g. `['tools', 2, 'execution', 'url']`. */
  readonly path: ReadonlyArray<string | number>;
  /** The env variables it reads (`X` of `{{ env.X }}`), each once, in order of first use. */
  readonly envNames: readonly string[];
  /** Set when the text does not parse even with placeholders only; it then reads nothing. */
  readonly error?: TemplateError;
}

/**
 * Every string inside `value` (deep through arrays and objects, keys excluded), in document order, with
 * the env variables it reads: `{{env.X}}`, `{{ env.X }}`, `{!! env.X !!}`, fallbacks and directives. A
 * string is read as a full template; one that is not a valid full template is read with placeholders only,
 * as config fields are rendered. `directives: false` reads every string with placeholders only.
 */
export function readTemplateStrings(
  value: unknown,
  options: { directives?: boolean } = {},
): TemplateString[] {
  const found: TemplateString[] = [];
  const directives = options.directives !== false;
  const visit = (entry: unknown, path: Array<string | number>): void => {
    if (typeof entry === 'string') {
      const read = readPaths(entry, directives);
      found.push(
        read instanceof TemplateError
          ? { text: entry, path, envNames: [], error: read }
          : { text: entry, path, envNames: envNames(read) },
      );
    } else if (Array.isArray(entry)) {
      for (const [index, item] of entry.entries()) visit(item, [...path, index]);
    } else if (entry !== null && typeof entry === 'object') {
      for (const [key, item] of Object.entries(entry)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

function readPaths(text: string, directives: boolean): readonly string[] | TemplateError {
  if (!text.includes('{') && !(directives && text.includes('@'))) return [];
  if (directives) {
    try {
      return compileTemplate(text).paths;
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
    }
  }
  try {
    return compileTemplate(text, { directives: false }).paths;
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
}

function envNames(paths: readonly string[]): string[] {
  const names = new Set<string>();
  for (const path of paths) {
    const [root, name] = path.split('.');
    if (root === 'env' && name) names.add(name);
  }
  return [...names];
}
