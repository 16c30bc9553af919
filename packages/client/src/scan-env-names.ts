import { collectPaths, TemplateError } from '@mci/templating';
import { collectTemplateStrings } from './collect-template-strings.js';

export interface EnvScan {
  /** Names of env variables the strings reference (`env.X`), sorted. */
  readonly envNames: readonly string[];
  /** Every string of the config; only these get their compiled templates cached. */
  readonly strings: ReadonlySet<string>;
  /** Strings whose placeholders do not parse, with their path inside the config. */
  readonly errors: ReadonlyArray<{ path: Array<string | number>; message: string }>;
}

/**
 * Finds the env variables an execution config uses: paths of placeholders (and of directives, for
 * strings the full engine renders) that start with `env.`.
 */
export function scanEnvNames(config: unknown): EnvScan {
  const envNames = new Set<string>();
  const strings = new Set<string>();
  const errors: Array<{ path: Array<string | number>; message: string }> = [];
  for (const { text, path } of collectTemplateStrings(config)) {
    strings.add(text);
    const paths: string[] = [];
    try {
      paths.push(...collectPaths(text, { directives: false }));
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors.push({ path, message: error.message });
      continue;
    }
    try {
      paths.push(...collectPaths(text));
    } catch (error) {
      // Not a valid full template: such a string can only be rendered with placeholders, scanned above.
      if (!(error instanceof TemplateError)) throw error;
    }
    for (const found of paths) {
      const [root, name] = found.split('.');
      if (root === 'env' && name) envNames.add(name);
    }
  }
  return { envNames: [...envNames].sort(), strings, errors };
}
