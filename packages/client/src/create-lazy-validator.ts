import type { InputValidator, SchemaTarget } from './create-input-validator-compiler.js';
import { InvalidInputSchemaError } from './invalid-input-schema-error.js';
import { InvalidOutputSchemaError } from './invalid-output-schema-error.js';

/**
 * A validator whose schema is checked and compiled by `compile` when it is first called. A schema that
 * fails its meta-schema check throws `InvalidInputSchemaError` (`InvalidOutputSchemaError`) naming the
 * tool, on that call and every later one, without checking again.
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
): InputValidator {
  let validator: InputValidator | Error | undefined;
  return (props) => {
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
    return validator(props);
  };
}
