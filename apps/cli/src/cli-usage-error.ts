import { MciError } from '@mci/schema';
import type { CliErrorCode } from './cli-error-codes.js';

/** The command line was used wrongly (bad option value, missing argument): exit code 2. */
export class CliUsageError extends MciError<CliErrorCode> {
  /** What is wrong with the command line, as a sentence; it is also the message. */
  readonly reason: string;

  constructor(fields: { reason: string }, options?: { cause?: unknown }) {
    super('CLI_USAGE', fields.reason, options);
    this.reason = fields.reason;
  }
}
