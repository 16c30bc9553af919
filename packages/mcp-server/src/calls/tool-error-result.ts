import type { ToolCallResult } from './tool-call.js';

/** An `isError` result with this message and its stable `errorCode`. */
export function toolErrorResult(errorCode: string, message: string): ToolCallResult {
  return { isError: true, content: [{ type: 'text', text: message }], error: message, errorCode };
}
