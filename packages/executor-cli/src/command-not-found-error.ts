import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The command of a cli tool does not exist (on PATH, or at the path given). */
export class CommandNotFoundError extends ToolExecutionError<CliExecutorErrorCode> {
  /** The command as rendered for the call (secrets redacted). */
  readonly command: string;

  constructor(
    fields: { command: string },
    options?: { metadata?: Record<string, unknown>; cause?: unknown },
  ) {
    const { command } = fields;
    const where = /[\\/]/.test(command) ? '' : ' on PATH';
    super(`Command "${command}" was not found${where}`, {
      code: 'COMMAND_NOT_FOUND',
      metadata: options?.metadata,
      cause: options?.cause,
    });
    this.command = command;
  }
}
