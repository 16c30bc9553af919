import { ToolExecutionError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/**
 * A call that took longer than its timeout (`timeout_ms`, or the executor's default) and was stopped: the
 * one error of a timed-out call, whichever executor ran it.
 */
export class CallTimeoutError extends ToolExecutionError<ExecutorKitErrorCode> {
  readonly toolName: string;
  /** The `execution.type` of the executor that ran the call. */
  readonly executorType: string;
  /** What timed out, with secrets redacted (`GET https://… (3 attempts)`, `command "sleep"`). */
  readonly target: string;
  readonly timeoutMs: number;

  constructor(
    fields: { toolName: string; executorType: string; target: string; timeoutMs: number },
    options?: { cause?: unknown; metadata?: Record<string, unknown> },
  ) {
    const { toolName, executorType, target, timeoutMs } = fields;
    super(`The call of tool "${toolName}" timed out after ${timeoutMs} ms (${target}).`, {
      code: 'CALL_TIMEOUT',
      ...options,
    });
    this.toolName = toolName;
    this.executorType = executorType;
    this.target = target;
    this.timeoutMs = timeoutMs;
  }
}
