import { type ExecutionResult, MciError } from '@mci/schema';
import { contentToText } from './content-to-text.js';

/**
 * An `isError` result, thrown for frameworks that expect a failing tool to throw (AI SDK, LangChain).
 * `code` is the result's `errorCode` (`INVALID_INPUT`, `CALL_CANCELLED`, ...), the message its error,
 * already redacted by the client (`TOOL_EXECUTION_FAILED` for a result without a code).
 */
export class ToolResultError extends MciError {
  readonly toolName: string;
  readonly result: ExecutionResult;

  constructor(fields: { toolName: string; result: ExecutionResult }) {
    const { toolName, result } = fields;
    super(result.errorCode ?? 'TOOL_EXECUTION_FAILED', result.error ?? contentToText(result));
    this.toolName = toolName;
    this.result = result;
  }
}
