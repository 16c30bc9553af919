import { MciError } from '@mci/schema';
import type { CliErrorCode } from './cli-error-codes.js';

/** A command could not do what was asked (file missing, toolset unknown, ...): exit code 1. */
export class CliCommandError extends MciError<CliErrorCode> {
  /** Why the command failed, as a sentence; it is also the message. */
  readonly reason: string;

  constructor(fields: { reason: string }, options?: { cause?: unknown }) {
    super('CLI_FAILED', fields.reason, options);
    this.reason = fields.reason;
  }
}
