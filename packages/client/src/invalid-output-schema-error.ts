import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/**
 * A tool's `outputSchema` that fails its meta-schema check (when not checked at load) or cannot be
 * compiled. Found on the first successful call, and returned by every call of the tool as an `isError`
 * result.
 */
export class InvalidOutputSchemaError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** What the JSON Schema validator could not compile. */
  readonly reason: string;

  constructor(fields: { toolName: string; reason: string }, options?: { cause?: unknown }) {
    const { toolName, reason } = fields;
    super('INVALID_OUTPUT_SCHEMA', `Tool "${toolName}" has an invalid outputSchema: ${reason}.`, options);
    this.toolName = toolName;
    this.reason = reason;
  }
}
