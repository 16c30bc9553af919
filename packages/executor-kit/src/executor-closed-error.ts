import { MciError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/** A call given to an executor after its `close()`: a closed executor runs nothing more. */
export class ExecutorClosedError extends MciError<ExecutorKitErrorCode> {
  /** The `execution.type` of the closed executor. */
  readonly executorType: string;

  constructor(fields: { executorType: string }) {
    super(
      'EXECUTOR_CLOSED',
      `The "${fields.executorType}" executor is closed: make a new one (or load a new client) to run more calls.`,
    );
    this.executorType = fields.executorType;
  }
}
