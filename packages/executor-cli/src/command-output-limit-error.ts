import { ToolExecutionError } from '@mci/schema';

/** The command wrote more than `maxOutputBytes` on stdout or stderr; its whole process tree was stopped. */
export class CommandOutputLimitError extends ToolExecutionError {
  readonly stream: 'stdout' | 'stderr';
  readonly limitBytes: number;

  constructor(stream: 'stdout' | 'stderr', limitBytes: number, metadata: Record<string, unknown>) {
    super(`Command wrote more than ${limitBytes} bytes to ${stream} (maxOutputBytes), so it was stopped`, {
      code: 'COMMAND_OUTPUT_LIMIT',
      metadata,
    });
    this.stream = stream;
    this.limitBytes = limitBytes;
  }
}
