import type { MciDiagnostic } from '@mci/schema';
import { createDiagnostic } from './create-diagnostic.js';
import type { InputValidator, SchemaTarget } from './create-input-validator-compiler.js';
import { createLazyValidator, type SchemaValidator } from './create-lazy-validator.js';
import type { ToolCandidate } from './tool-candidate.js';

/** The checks around a call of a tool with schemas. */
export interface ToolChecks {
  /** Validates the call's props against the `inputSchema`. */
  readonly input: SchemaValidator | undefined;
  /**
   * Checks the structured content of a tool with an `outputSchema`. Its `check()` compiles a lazily
   * checked one (throwing `InvalidOutputSchemaError`) before the tool runs, so a broken one is reported
   * before the tool acts, not after.
   */
  readonly output: SchemaValidator | undefined;
}

export interface ToolChecksSettings {
  readonly compileValidator: (
    schema: Readonly<Record<string, unknown>>,
    toolName: string,
    target?: SchemaTarget,
  ) => InputValidator;
  /** When each schema is checked against its meta-schema: see `MCIClientOptions.checkSchemas`. */
  readonly checkSchemas: 'first-call' | 'load';
}

/**
 * The validators of the tool's `inputSchema` and `outputSchema`: compiled now with `checkSchemas: 'load'`
 * (a schema that does not compile adds a diagnostic), at the first call otherwise.
 */
export function compileToolChecks(
  candidate: ToolCandidate,
  settings: ToolChecksSettings,
  diagnostics: MciDiagnostic[],
): ToolChecks {
  const { definition, locator } = candidate;
  const compile = (target: SchemaTarget): SchemaValidator | undefined => {
    const schema = definition[target];
    if (!schema) return undefined;
    if (settings.checkSchemas === 'first-call') {
      return createLazyValidator(settings.compileValidator, schema, definition.name, target);
    }
    try {
      return { validate: settings.compileValidator(schema, definition.name, target), check: compiled };
    } catch (error) {
      const message = `invalid ${target}: ${error instanceof Error ? error.message : String(error)}`;
      const code = target === 'inputSchema' ? 'INVALID_INPUT_SCHEMA' : 'INVALID_OUTPUT_SCHEMA';
      diagnostics.push(createDiagnostic(locator, [...candidate.path, target], code, message));
      return undefined;
    }
  };
  return { input: compile('inputSchema'), output: compile('outputSchema') };
}

/** The `check` of a validator compiled at load: nothing left to do. */
function compiled(): void {}
