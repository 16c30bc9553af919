import type { Redactor } from '@mci/executor-kit';
import { type ExecutionResult, ToolExecutionError } from '@mci/schema';
import { errorCodeOf } from './error-code-of.js';

/**
 * The one place where a failure becomes an `isError` result: message and metadata (of a
 * `ToolExecutionError` of any copy of `@mci/schema`) are redacted, and
 * `errorCode` is the failure's stable code.
 */
export function toErrorResult(error: unknown, redactor: Redactor): ExecutionResult {
  const message = redactor.text(error instanceof Error ? error.message : String(error));
  const result: ExecutionResult = {
    isError: true,
    error: message,
    errorCode: errorCodeOf(error),
    content: [{ type: 'text', text: message }],
  };
  if (ToolExecutionError.isInstance(error) && error.metadata) {
    result.metadata = redactor.value({ ...error.metadata });
  }
  return result;
}
