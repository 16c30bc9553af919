import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The call was cancelled (its signal aborted, or the executor closed); the process tree was stopped. */
export class CommandCancelledError extends ToolExecutionError<CliExecutorErrorCode> {
  constructor(options?: { metadata?: Record<string, unknown>; cause?: unknown }) {
    super('Command was cancelled', { code: 'COMMAND_CANCELLED', ...options });
  }
}
