import { EnvVariableNotSetError, type EnvVariableUse } from './env-variable-not-set-error.js';

const envPath = /\benv\.([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A template error of a call that reads an env variable nobody set becomes an `EnvVariableNotSetError`
 * naming the variable, the field and its position; any other error is given back as it is. The error is
 * recognised by its fields, so a template engine of another copy of `@mci/templating` counts too.
 */
export function explainMissingEnv(
  error: unknown,
  tool: { readonly name: string; readonly locateEnvUse: (variable: string) => EnvVariableUse | undefined },
  env: Readonly<Record<string, string | undefined>>,
): unknown {
  const { name, code, snippet } = (error ?? {}) as { name?: unknown; code?: unknown; snippet?: unknown };
  if (name !== 'TemplateError' || code !== 'TEMPLATE_PATH_NOT_FOUND' || typeof snippet !== 'string') {
    return error;
  }
  for (const [, variable] of snippet.matchAll(envPath)) {
    if (variable === undefined || env[variable] !== undefined) continue;
    const use = tool.locateEnvUse(variable);
    return new EnvVariableNotSetError(
      { variable, toolName: tool.name, ...(use && { use }) },
      { cause: error },
    );
  }
  return error;
}
