import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The command ran longer than the tool's `timeout_ms`; its whole process tree was stopped. */
export class CommandTimeoutError extends ToolExecutionError<CliExecutorErrorCode> {
  readonly timeoutMs: number;

  constructor(fields: { timeoutMs: number }, options: { metadata: Record<string, unknown> }) {
    const { timeoutMs } = fields;
    const { metadata } = options;
    super(`Command timed out after ${timeoutMs} ms`, { code: 'COMMAND_TIMEOUT', metadata });
    this.timeoutMs = timeoutMs;
  }
}
