import { ToolExecutionError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/**
 * A call its caller cancelled (its signal aborted): the one error of a cancelled call, whichever executor
 * ran it. `cause` is the signal's abort reason; its message ends the error's message.
 */
export class CallCancelledError extends ToolExecutionError<ExecutorKitErrorCode> {
  readonly toolName: string;
  /** The `execution.type` of the executor that ran (or was to run) the call. */
  readonly executorType: string;
  /** What was stopped, with secrets redacted (`GET https://…`, `command "sleep"`); absent before any work. */
  readonly target: string | undefined;

  constructor(
    fields: { toolName: string; executorType: string; target?: string },
    options: { cause: unknown; metadata?: Record<string, unknown> },
  ) {
    const { toolName, executorType, target } = fields;
    const { cause } = options;
    const why = cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
    const what = target === undefined ? '' : ` (${target})`;
    super(`The call of tool "${toolName}" was cancelled${what}${why ? `: ${why}` : ''}.`, {
      code: 'CALL_CANCELLED',
      ...options,
    });
    this.toolName = toolName;
    this.executorType = executorType;
    this.target = target;
  }
}
