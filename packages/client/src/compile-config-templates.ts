import { type CompiledTemplate, compileTemplate, TemplateError } from '@mci/templating';
import { collectTemplateStrings } from './collect-template-strings.js';

export interface ConfigTemplates {
  /** Names of env variables the strings reference (`env.X`), sorted. */
  readonly envNames: readonly string[];
  /** Every string of the config, compiled with placeholders only. */
  readonly placeholders: ReadonlyMap<string, CompiledTemplate>;
  /** The strings that are also valid full templates (directives on), compiled. */
  readonly templates: ReadonlyMap<string, CompiledTemplate>;
  /** Strings whose placeholders do not parse, with their path inside the config. */
  readonly errors: ReadonlyArray<{ path: Array<string | number>; message: string }>;
}

/**
 * Compiles every string of an execution config once, at load: with placeholders only (as config fields
 * are rendered) and, where it parses, as a full template (as `text` tools and file contents are). Also
 * finds the env variables the strings use: paths that start with `env.`.
 */
export function compileConfigTemplates(config: unknown): ConfigTemplates {
  const envNames = new Set<string>();
  const placeholders = new Map<string, CompiledTemplate>();
  const templates = new Map<string, CompiledTemplate>();
  const errors: Array<{ path: Array<string | number>; message: string }> = [];
  for (const { text, path } of collectTemplateStrings(config)) {
    if (placeholders.has(text)) continue;
    const paths: string[] = [];
    try {
      const compiled = compileTemplate(text, { directives: false });
      placeholders.set(text, compiled);
      paths.push(...compiled.paths);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors.push({ path, message: error.message });
      continue;
    }
    try {
      const compiled = compileTemplate(text);
      templates.set(text, compiled);
      paths.push(...compiled.paths);
    } catch (error) {
      // Not a valid full template: such a string can only be rendered with placeholders, compiled above.
      if (!(error instanceof TemplateError)) throw error;
    }
    for (const found of paths) {
      const [root, name] = found.split('.');
      if (root === 'env' && name) envNames.add(name);
    }
  }
  return { envNames: [...envNames].sort(), placeholders, templates, errors };
}
