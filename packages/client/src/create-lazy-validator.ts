import type { InputValidator, SchemaTarget } from './create-input-validator-compiler.js';
import { InvalidInputSchemaError } from './invalid-input-schema-error.js';
import { InvalidOutputSchemaError } from './invalid-output-schema-error.js';

/** A validator compiled on first use; `check()` compiles it without validating anything. */
export type LazyValidator = InputValidator & { readonly check: () => void };

/**
 * A validator whose schema is checked and compiled by `compile` when it is first called (or `check`ed).
 * A schema that fails its meta-schema check throws `InvalidInputSchemaError` (`InvalidOutputSchemaError`)
 * naming the tool, on that call and every later one, without checking again.
 */
export function createLazyValidator(
  compile: (
    schema: Readonly<Record<string, unknown>>,
    toolName: string,
    target: SchemaTarget,
  ) => InputValidator,
  schema: Readonly<Record<string, unknown>>,
  toolName: string,
  target: SchemaTarget,
): LazyValidator {
  let validator: InputValidator | Error | undefined;
  const check = (): InputValidator => {
    if (validator === undefined) {
      try {
        validator = compile(schema, toolName, target);
      } catch (failure) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        validator =
          target === 'inputSchema'
            ? new InvalidInputSchemaError({ toolName, reason }, { cause: failure })
            : new InvalidOutputSchemaError({ toolName, reason }, { cause: failure });
      }
    }
    if (validator instanceof Error) throw validator;
    return validator;
  };
  return Object.assign((props: Readonly<Record<string, unknown>>) => check()(props), { check });
}
