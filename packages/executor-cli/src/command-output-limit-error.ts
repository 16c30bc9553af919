import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The command wrote more than `maxOutputBytes` on stdout or stderr; its whole process tree was stopped. */
export class CommandOutputLimitError extends ToolExecutionError<CliExecutorErrorCode> {
  readonly stream: 'stdout' | 'stderr';
  readonly limitBytes: number;

  constructor(
    fields: { stream: 'stdout' | 'stderr'; limitBytes: number },
    options: { metadata: Record<string, unknown> },
  ) {
    const { stream, limitBytes } = fields;
    const { metadata } = options;
    super(`Command wrote more than ${limitBytes} bytes to ${stream} (maxOutputBytes), so it was stopped`, {
      code: 'COMMAND_OUTPUT_LIMIT',
      metadata,
    });
    this.stream = stream;
    this.limitBytes = limitBytes;
  }
}
