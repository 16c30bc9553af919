import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The command exists but could not be started (not executable, empty name, ...). */
export class CommandStartError extends ToolExecutionError<CliExecutorErrorCode> {
  /** The command as rendered for the call (secrets redacted). */
  readonly command: string;
  /** The error code of the failed start, such as `EACCES`. */
  readonly systemCode: string;

  constructor(
    fields: { command: string; systemCode: string },
    options?: { metadata?: Record<string, unknown>; cause?: unknown },
  ) {
    const { command, systemCode } = fields;
    super(`Command "${command}" could not be started (${systemCode})`, {
      code: 'COMMAND_START_FAILED',
      metadata: options?.metadata,
      cause: options?.cause,
    });
    this.command = command;
    this.systemCode = systemCode;
  }
}
