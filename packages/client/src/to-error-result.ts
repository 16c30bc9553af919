import { type ExecutionResult, errorCodeOf, type Redactor } from '@mci/schema';

/**
 * The one place where a failure becomes an `isError` result: message and metadata (of a
 * `ToolExecutionError`, recognised by shape so two copies of `@mci/schema` still work) are redacted, and
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
  const metadata = (error as { metadata?: unknown } | null | undefined)?.metadata;
  if (metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)) {
    result.metadata = redactor.value(metadata) as Record<string, unknown>;
  }
  return result;
}
