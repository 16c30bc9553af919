import { createRequire } from 'node:module';
import type { Ajv, ErrorObject, Options, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { InvalidInputSchemaError } from './invalid-input-schema-error.js';
import { InvalidOutputSchemaError } from './invalid-output-schema-error.js';

/**
 * Checks props against a tool's inputSchema (or structured content against its outputSchema); returns one
 * message per problem (empty when valid).
 */
export type InputValidator = (props: Readonly<Record<string, unknown>>) => string[];

/** Which of a tool's schemas is compiled: problems name `props.…` or `structuredContent.…`. */
export type SchemaTarget = 'inputSchema' | 'outputSchema';

// `logger: false`: ajv would otherwise print to the console (for example about unknown formats, which
// are ignored).
const options: Options = { allErrors: true, strict: false, addUsedSchema: false, logger: false };

// One ajv instance per dialect for the whole process: building one compiles its meta-schema, which costs
// milliseconds. Compiled schemas are removed from its cache (see `compileOnce`), so it does not grow with
// every load.
let draft07: Ajv | undefined;
let draft2020: Ajv2020 | undefined;

// ajv is required when the first schema is checked, not when this module is imported: a load that checks
// no schema (`checkSchemas: 'first-call'`) and a process that calls no tool never pay for it.
const require = createRequire(import.meta.url);

function createDraft07(): Ajv {
  const { Ajv } = require('ajv') as typeof import('ajv');
  return withFormats(new Ajv(options));
}

function createDraft2020(): Ajv2020 {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  return withFormats(new Ajv2020(options));
}

/** A schema checked against its meta-schema, with its validator once compiled (or what compiling threw). */
interface CheckedSchema {
  readonly ajv: Ajv | Ajv2020;
  readonly source: Readonly<Record<string, unknown>>;
  compiled?: ValidateFunction | { readonly failure: unknown };
}

/**
 * Validators backed by ajv: JSON Schema 2020-12 when `$schema` says so, draft-07 otherwise (a
 * `$schema` ajv does not know is ignored rather than failing the tool), one ajv instance per dialect.
 * ajv is required when the first schema is checked. The schema is checked against its meta-schema right
 * away (throws with ajv's explanation); the validator itself is compiled on first use, once, since
 * compiling costs milliseconds per tool. Tools
 * whose schemas are equal (same JSON) share the check and the compiled validator. A schema that cannot be
 * compiled throws `InvalidInputSchemaError` (`InvalidOutputSchemaError`) naming the tool on every call,
 * without compiling again.
 */
export function createInputValidatorCompiler(): (
  schema: Readonly<Record<string, unknown>>,
  toolName: string,
  target?: SchemaTarget,
) => InputValidator {
  const checked = new Map<string, CheckedSchema | Error>();
  const check = (schema: Readonly<Record<string, unknown>>, target: SchemaTarget): CheckedSchema | Error => {
    const dialect = typeof schema.$schema === 'string' ? schema.$schema : undefined;
    let ajv: Ajv | Ajv2020;
    let source = schema;
    if (dialect?.includes('2020-12')) {
      ajv = draft2020 ??= createDraft2020();
    } else {
      ajv = draft07 ??= createDraft07();
      if (dialect !== undefined && !dialect.includes('draft-07')) {
        const { $schema, ...rest } = schema;
        source = rest;
      }
    }
    if (!ajv.validateSchema(source)) return new Error(ajv.errorsText(ajv.errors, { dataVar: target }));
    return { ajv, source };
  };
  return (schema, toolName, target = 'inputSchema') => {
    const key = `${target}${JSON.stringify(schema)}`;
    let entry = checked.get(key);
    if (entry === undefined) {
      entry = check(schema, target);
      checked.set(key, entry);
    }
    if (entry instanceof Error) throw new Error(entry.message);
    const shared = entry;
    // Input problems name the argument as callers (MCP hosts, agents) know it: `location`, not `props.location`.
    const root = target === 'inputSchema' ? '' : 'structuredContent';
    let failed: Error | undefined;
    return (props) => {
      shared.compiled ??= compileOnce(shared);
      const compiled = shared.compiled;
      if (!(compiled instanceof Function)) {
        failed ??= schemaError(compiled.failure, toolName, target);
        throw failed;
      }
      return compiled(props) ? [] : (compiled.errors ?? []).map((error) => describeError(error, root, props));
    };
  };
}

function compileOnce(checked: CheckedSchema): ValidateFunction | { readonly failure: unknown } {
  try {
    return checked.ajv.compile(checked.source);
  } catch (failure) {
    return { failure };
  } finally {
    // The validator works without its cache entry; dropping it keeps the shared instance from growing.
    // Not for a schema with an `$id`: removing it by object also drops what that id names (which could be
    // a meta-schema of the instance).
    if (checked.source.$id === undefined) checked.ajv.removeSchema(checked.source);
  }
}

function schemaError(failure: unknown, toolName: string, target: SchemaTarget): Error {
  const reason = failure instanceof Error ? failure.message : String(failure);
  return target === 'inputSchema'
    ? new InvalidInputSchemaError({ toolName, reason }, { cause: failure })
    : new InvalidOutputSchemaError({ toolName, reason }, { cause: failure });
}

function withFormats<T extends Ajv | Ajv2020>(ajv: T): T {
  const addFormats = require('ajv-formats') as typeof import('ajv-formats');
  addFormats.default(ajv);
  return ajv;
}

/**
 * `location: must be string (received 5)` (`structuredContent.…` for output), `missing required property
 * "location"`, with enum values listed. The received value is shown as JSON, cut to a few dozen characters.
 */
function describeError(error: ErrorObject, root: string, data: unknown): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const path = segments
    .map((segment, index) =>
      /^\d+$/.test(segment) ? `[${segment}]` : `${index > 0 || root ? '.' : ''}${segment}`,
    )
    .join('');
  const where = `${root}${path}` || 'input';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = `missing required property "${String(params.missingProperty)}"`;
    return path === '' ? missing : `${where}: ${missing}`;
  }
  if (error.keyword === 'additionalProperties') {
    const unknown = `unknown property "${String(params.additionalProperty)}"`;
    return path === '' ? unknown : `${where}: ${unknown}`;
  }
  const received = describeReceived(segments.reduce<unknown>(child, data));
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${where}: must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}${received}`;
  }
  return `${where}: ${error.message ?? 'is invalid'}${received}`;
}

function child(value: unknown, segment: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[segment]
    : undefined;
}

function describeReceived(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value) ?? String(value);
  return ` (received ${text.length > 40 ? `${text.slice(0, 40)}…` : text})`;
}
