import { MciError } from './mci-error.js';
import type { SchemaErrorCode } from './schema-error-codes.js';

/** A filter written as text (`--filter`) that is not `kind:name,name` with a known kind. */
export class InvalidToolFilterError extends MciError<SchemaErrorCode> {
  readonly filter: string;
  readonly reason: string;

  constructor(fields: { filter: string; reason: string }) {
    const { filter, reason } = fields;
    super('INVALID_TOOL_FILTER', `Invalid tool filter "${filter}": ${reason}.`);
    this.filter = filter;
    this.reason = reason;
  }
}
