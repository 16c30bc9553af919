import { ToolExecutionError } from '@mci/schema';

/** The call was cancelled (its signal aborted, or the executor closed); the process tree was stopped. */
export class CommandCancelledError extends ToolExecutionError {
  constructor(options?: { metadata?: Record<string, unknown>; cause?: unknown }) {
    super('Command was cancelled', { code: 'COMMAND_CANCELLED', ...options });
  }
}
