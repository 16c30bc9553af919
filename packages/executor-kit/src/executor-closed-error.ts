import { MciError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/**
 * A call given to an executor after its `close()`, or stopped by it: a closed executor runs nothing more.
 * `cause` is what a call stopped by `close()` threw.
 */
export class ExecutorClosedError extends MciError<ExecutorKitErrorCode> {
  /** The `execution.type` of the closed executor. */
  readonly executorType: string;

  constructor(fields: { executorType: string }, options?: { cause?: unknown }) {
    super(
      'EXECUTOR_CLOSED',
      `The "${fields.executorType}" executor is closed: make a new one (or load a new client) to run more calls.`,
      options,
    );
    this.executorType = fields.executorType;
  }
}
