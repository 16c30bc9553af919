import {
  type CompiledTemplate,
  type CompileOptions,
  compileTemplate,
  readTemplateStrings,
  TemplateError,
} from '@mci/templating';

/**
 * The templates of one load: every config string compiled once, shared by every tool of the load that has
 * the same string. Filled while loading; read-only once the load is done.
 */
export interface LoadTemplates {
  /** Strings compiled with placeholders only (as config fields are rendered). */
  readonly placeholders: ReadonlyMap<string, CompiledTemplate>;
  /** Strings that are valid full templates (directives on), compiled (as `text` tools and files are). */
  readonly templates: ReadonlyMap<string, CompiledTemplate>;
  /** Compiles a text, or gives the template compiled for the same text and mode before. */
  readonly compile: (text: string, options?: CompileOptions) => CompiledTemplate;
}

export interface ConfigTemplates {
  /** Names of env variables the strings reference (`env.X`), sorted. */
  readonly envNames: readonly string[];
  /** Strings whose placeholders do not parse, with their path inside the config. */
  readonly errors: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>;
}

const PLACEHOLDERS_ONLY: CompileOptions = { directives: false };

export function createLoadTemplates(): LoadTemplates {
  const placeholders = new Map<string, CompiledTemplate>();
  const templates = new Map<string, CompiledTemplate>();
  const compile = (text: string, options?: CompileOptions): CompiledTemplate => {
    const cache = options?.directives === false ? placeholders : templates;
    let compiled = cache.get(text);
    if (compiled === undefined) {
      compiled = compileTemplate(text, options);
      cache.set(text, compiled);
      // Without an `@`, a text compiles the same with directives on and off: one template serves both.
      if (!text.includes('@')) (cache === templates ? placeholders : templates).set(text, compiled);
    }
    return compiled;
  };
  return { placeholders, templates, compile };
}

/**
 * Compiles every string of an execution config at load, into the load's templates: with placeholders only
 * (as config fields are rendered) and, where it parses, as a full template (as `text` tools and file
 * contents are); a string without `@` is compiled once for both. Also finds the env variables the strings
 * use: paths that start with `env.`.
 */
export function compileConfigTemplates(config: unknown, load: LoadTemplates): ConfigTemplates {
  const envNames = new Set<string>();
  const errors: Array<{ path: ReadonlyArray<string | number>; message: string }> = [];
  for (const found of readTemplateStrings(config, { compile: load.compile })) {
    for (const name of found.envNames) envNames.add(name);
    if (found.error) {
      errors.push({ path: found.path, message: found.error.message });
      continue;
    }
    if (found.placeholders) continue;
    // A text without tags, or a full template with an `@`: compile it with placeholders only as well.
    try {
      load.compile(found.text, PLACEHOLDERS_ONLY);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors.push({ path: found.path, message: error.message });
    }
  }
  return { envNames: envNames.size ? [...envNames].sort() : [], errors };
}
