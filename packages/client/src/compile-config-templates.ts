import { type CompiledTemplate, compileTemplate, readTemplateStrings, TemplateError } from '@mci/templating';

export interface ConfigTemplates {
  /** Names of env variables the strings reference (`env.X`), sorted. */
  readonly envNames: readonly string[];
  /** Every string of the config, compiled with placeholders only. */
  readonly placeholders: ReadonlyMap<string, CompiledTemplate>;
  /** The strings that are also valid full templates (directives on), compiled. */
  readonly templates: ReadonlyMap<string, CompiledTemplate>;
  /** Strings whose placeholders do not parse, with their path inside the config. */
  readonly errors: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>;
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
  const errors: Array<{ path: ReadonlyArray<string | number>; message: string }> = [];
  for (const found of readTemplateStrings(config)) {
    for (const name of found.envNames) envNames.add(name);
    if (placeholders.has(found.text)) continue;
    try {
      placeholders.set(found.text, compileTemplate(found.text, { directives: false }));
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors.push({ path: found.path, message: error.message });
      continue;
    }
    try {
      templates.set(found.text, compileTemplate(found.text));
    } catch (error) {
      // Not a valid full template: such a string can only be rendered with placeholders, compiled above.
      if (!(error instanceof TemplateError)) throw error;
    }
  }
  return { envNames: [...envNames].sort(), placeholders, templates, errors };
}
