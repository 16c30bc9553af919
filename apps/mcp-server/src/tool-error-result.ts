import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { errorCodeMetaKey } from './to-call-tool-result.js';

/** An `isError` result with this message, its `errorCode` in `_meta["mci/errorCode"]`. */
export function toolErrorResult(errorCode: string, message: string): CallToolResult {
  return {
    content: [{ type: 'text', text: message }],
    isError: true,
    _meta: { [errorCodeMetaKey]: errorCode },
  };
}
