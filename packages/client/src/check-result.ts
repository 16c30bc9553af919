import type { ExecutionResult } from '@mci/schema';
import type { SchemaValidator } from './create-lazy-validator.js';
import { InvalidOutputError } from './invalid-output-error.js';

/**
 * What an executor returned, made whole: an error result the executor built itself (an MCP server's
 * `isError` answer) gets a generic `errorCode` when it has none; a successful result of a tool with an
 * `outputSchema` gets `structuredContent` (the executor's, else the text content read as a JSON object),
 * checked against the schema. Throws `InvalidOutputError` when there is none or it does not match.
 */
export function checkResult(
  result: ExecutionResult,
  toolName: string,
  output: SchemaValidator | undefined,
): ExecutionResult {
  if (result.isError) return { ...result, errorCode: result.errorCode ?? 'TOOL_EXECUTION_FAILED' };
  if (!output) return result;
  const structuredContent = result.structuredContent ?? jsonObjectOf(result);
  if (structuredContent === undefined) {
    throw new InvalidOutputError({
      toolName,
      problems: ['the tool declares an outputSchema, but its output is not a JSON object'],
    });
  }
  const problems = output.validate(structuredContent);
  if (problems.length) throw new InvalidOutputError({ toolName, problems });
  return { ...result, structuredContent };
}

/** The result's text content parsed as a JSON object, if it is one. */
function jsonObjectOf(result: ExecutionResult): Record<string, unknown> | undefined {
  if (result.content.length === 0 || result.content.some((item) => item.type !== 'text')) return undefined;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
