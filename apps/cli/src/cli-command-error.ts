import { MciError } from '@mci/schema';

/** A command could not do what was asked (file missing, toolset unknown, ...): exit code 1. */
export class CliCommandError extends MciError {
  /** Why the command failed, as a sentence; it is also the message. */
  readonly reason: string;

  constructor(fields: { reason: string }, options?: { cause?: unknown }) {
    super('MCI_CLI_FAILED', fields.reason, options);
    this.reason = fields.reason;
  }
}
