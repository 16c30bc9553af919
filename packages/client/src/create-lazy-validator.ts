import type { InputValidator, SchemaTarget } from './create-input-validator-compiler.js';
import { InvalidInputSchemaError } from './invalid-input-schema-error.js';
import { InvalidOutputSchemaError } from './invalid-output-schema-error.js';

/** A tool's validator of one schema. */
export interface SchemaValidator {
  /** One message per problem of `value` (empty when valid). */
  validate(value: Readonly<Record<string, unknown>>): string[];
  /** Compiles the validator (when that is left to the first use) without validating anything. */
  check(): void;
}

type Compile = (
  schema: Readonly<Record<string, unknown>>,
  toolName: string,
  target: SchemaTarget,
) => InputValidator;

/**
 * A validator whose schema is checked and compiled by `compile` when it is first used (or `check`ed).
 * A schema that fails its meta-schema check throws `InvalidInputSchemaError` (`InvalidOutputSchemaError`)
 * naming the tool, on that call and every later one, without checking again. One small object per tool
 * and schema, without closures: a load of many tools keeps one for each.
 */
export function createLazyValidator(
  compile: Compile,
  schema: Readonly<Record<string, unknown>>,
  toolName: string,
  target: SchemaTarget,
): SchemaValidator {
  return new LazyValidator(compile, schema, toolName, target);
}

class LazyValidator implements SchemaValidator {
  readonly #compile: Compile;
  readonly #schema: Readonly<Record<string, unknown>>;
  readonly #toolName: string;
  readonly #target: SchemaTarget;
  #validator: InputValidator | Error | undefined;

  constructor(
    compile: Compile,
    schema: Readonly<Record<string, unknown>>,
    toolName: string,
    target: SchemaTarget,
  ) {
    this.#compile = compile;
    this.#schema = schema;
    this.#toolName = toolName;
    this.#target = target;
  }

  validate(value: Readonly<Record<string, unknown>>): string[] {
    return this.#compiled()(value);
  }

  check(): void {
    this.#compiled();
  }

  #compiled(): InputValidator {
    this.#validator ??= this.#compileOnce();
    if (this.#validator instanceof Error) throw this.#validator;
    return this.#validator;
  }

  #compileOnce(): InputValidator | Error {
    const toolName = this.#toolName;
    try {
      return this.#compile(this.#schema, toolName, this.#target);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      return this.#target === 'inputSchema'
        ? new InvalidInputSchemaError({ toolName, reason }, { cause: failure })
        : new InvalidOutputSchemaError({ toolName, reason }, { cause: failure });
    }
  }
}
