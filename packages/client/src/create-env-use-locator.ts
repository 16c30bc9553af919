import { createDiagnostic } from './create-diagnostic.js';
import type { EnvVariableUse } from './env-variable-not-set-error.js';
import type { ToolCandidate } from './tool-candidate.js';

/**
 * Finds the field of the tool's execution that first reads an env variable, with its position; worked
 * out when asked (when a call fails on a variable nobody set), from the paths found at load. Keeps the
 * tool's path and the lasting locator of its file, not the candidate (its file's text and definition).
 */
export function createEnvUseLocator(
  candidate: ToolCandidate,
  envFields: ReadonlyMap<string, ReadonlyArray<string | number>>,
): (variable: string) => EnvVariableUse | undefined {
  const locator = candidate.locator.lasting ?? candidate.locator;
  const toolPath = candidate.path;
  return (variable) => {
    const field = envFields.get(variable);
    if (field === undefined) return undefined;
    const { path, filePath, line, column } = createDiagnostic(
      locator,
      [...toolPath, 'execution', ...field],
      'ENV_VARIABLE_NOT_SET',
      '',
    );
    return { field: path ?? '', ...(filePath && { filePath }), ...(line && { line, column }) };
  };
}
