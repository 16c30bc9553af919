import { ConfigValidationError, type ExecutorV1, type MciDiagnostic } from '@mci/schema';
import { createDiagnostic, diagnosticFromError } from './create-diagnostic.js';
import { ExecutorNotFoundError } from './executor-not-found-error.js';
import { sameJson } from './same-json.js';
import type { ToolCandidate } from './tool-candidate.js';

/** What runs a tool's calls: its executor and the config that executor parsed at load. */
export interface ToolDispatch {
  readonly executor: ExecutorV1;
  /**
   * The executor's parsed config, never rendered in place. The tool's own `execution` when the executor
   * parsed it to the same data (its defaults were already applied when the file was read), so a loaded
   * tool does not keep two copies of its execution.
   */
  readonly config: { type: string };
}

/**
 * Finds the executor of the tool's `execution.type` and lets it parse the execution; a missing executor
 * or a config it rejects becomes diagnostics at `execution` (or the field the executor names).
 */
export function parseToolExecution(
  candidate: ToolCandidate,
  executors: ReadonlyMap<string, ExecutorV1>,
): { dispatch?: ToolDispatch; diagnostics: MciDiagnostic[] } {
  const { definition, locator } = candidate;
  const executionPath = [...candidate.path, 'execution'];
  const executor = executors.get(definition.execution.type);
  if (!executor) {
    const error = new ExecutorNotFoundError({
      executionType: definition.execution.type,
      pluginTypes: [...executors.keys()],
    });
    return { diagnostics: [diagnosticFromError(locator, [...executionPath, 'type'], error)] };
  }
  try {
    const parsed = executor.parseConfig(definition.execution);
    const config = sameJson(parsed, definition.execution) ? definition.execution : parsed;
    return { dispatch: { executor, config }, diagnostics: [] };
  } catch (error) {
    return { diagnostics: configDiagnostics(candidate, executionPath, error) };
  }
}

function configDiagnostics(
  candidate: ToolCandidate,
  executionPath: Array<string | number>,
  error: unknown,
): MciDiagnostic[] {
  const type = candidate.definition.execution.type;
  if (ConfigValidationError.isInstance(error) || isConfigValidationErrorShape(error)) {
    return error.issues.map((issue) =>
      createDiagnostic(
        candidate.locator,
        [
          ...executionPath,
          ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
        ],
        'CONFIG_INVALID',
        `invalid "${type}" execution config: ${issue.message}`,
      ),
    );
  }
  const message = `invalid "${type}" execution config: ${error instanceof Error ? error.message : String(error)}`;
  return [createDiagnostic(candidate.locator, executionPath, 'CONFIG_INVALID', message)];
}

/** A `ConfigValidationError` from another copy of `@mci/schema`. */
function isConfigValidationErrorShape(error: unknown): error is ConfigValidationError {
  return error instanceof Error && Array.isArray((error as Partial<ConfigValidationError>).issues);
}
