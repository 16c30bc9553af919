import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/**
 * A tool's `inputSchema` that fails its meta-schema check (when not checked at load) or cannot be compiled
 * (a `$ref` that does not resolve, a `pattern` that is not a valid regular expression). Found on the first
 * call, and returned by every call of the tool as an `isError` result.
 */
export class InvalidInputSchemaError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** What the JSON Schema validator could not compile. */
  readonly reason: string;

  constructor(fields: { toolName: string; reason: string }, options?: { cause?: unknown }) {
    const { toolName, reason } = fields;
    super('INVALID_INPUT_SCHEMA', `Tool "${toolName}" has an invalid inputSchema: ${reason}.`, options);
    this.toolName = toolName;
    this.reason = reason;
  }
}
