import type { Redactor } from '@mci/executor-kit';
import { type ExecutionResult, ToolExecutionError } from '@mci/schema';
import { errorCodeOf } from './error-code-of.js';

/**
 * The one place where a failure becomes an `isError` result: message and metadata (of a
 * `ToolExecutionError` of any copy of `@mci/schema`) are redacted by `redactor` when given, and
 * `errorCode` is the failure's stable code. Hosts (the MCP server, the adapters, code mode) turn their
 * refusals into results here too, so that every failure a model reads has the same shape.
 */
export function toErrorResult(error: unknown, redactor?: Redactor): ExecutionResult {
  const text = error instanceof Error ? error.message : String(error);
  const message = redactor === undefined ? text : redactor.text(text);
  const result: ExecutionResult = {
    isError: true,
    error: message,
    errorCode: errorCodeOf(error),
    content: [{ type: 'text', text: message }],
  };
  if (ToolExecutionError.isInstance(error) && error.metadata) {
    const metadata = { ...error.metadata };
    result.metadata = redactor === undefined ? metadata : redactor.value(metadata);
  }
  return result;
}
