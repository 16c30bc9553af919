import { readTemplateStrings } from '@mci/templating';
import { createDiagnostic } from './create-diagnostic.js';
import type { EnvVariableUse } from './env-variable-not-set-error.js';
import type { FileLocator } from './file-locator.js';
import type { ToolCandidate } from './tool-candidate.js';

/** Where a loaded tool reads env variables. */
export interface EnvUseLocator {
  /** The field of the tool's execution that first reads env variable `variable`, with its position. */
  locate(variable: string): EnvVariableUse | undefined;
}

/**
 * Finds the field of the tool's execution config that first reads an env variable, with its position;
 * worked out when asked (when a call fails on a variable nobody set) by reading the config's strings
 * again. Keeps the tool's path, its config and the lasting locator of its file, not the candidate (its
 * file's text and definition), and no closure or map per tool: a load of many tools keeps one small
 * object for each.
 */
export function createEnvUseLocator(candidate: ToolCandidate, config: unknown): EnvUseLocator {
  return new ConfigEnvUseLocator(candidate.locator.lasting ?? candidate.locator, candidate.path, config);
}

class ConfigEnvUseLocator implements EnvUseLocator {
  readonly #locator: FileLocator;
  readonly #toolPath: ReadonlyArray<string | number>;
  readonly #config: unknown;

  constructor(locator: FileLocator, toolPath: ReadonlyArray<string | number>, config: unknown) {
    this.#locator = locator;
    this.#toolPath = toolPath;
    this.#config = config;
  }

  locate(variable: string): EnvVariableUse | undefined {
    const field = readTemplateStrings(this.#config).find((found) => found.envNames.includes(variable));
    if (field === undefined) return undefined;
    const { path, filePath, line, column } = createDiagnostic(
      this.#locator,
      [...this.#toolPath, 'execution', ...field.path],
      'ENV_VARIABLE_NOT_SET',
      '',
    );
    return { field: path ?? '', ...(filePath && { filePath }), ...(line && { line, column }) };
  }
}
