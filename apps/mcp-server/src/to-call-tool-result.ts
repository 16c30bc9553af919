import type { ExecutionResult } from '@mci/schema';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The `_meta` key an MCI result's `metadata` (status code, exit code, ...) is sent under. */
export const metadataMetaKey = 'mci/metadata';

/**
 * The MCP answer to a call: `content`, `structuredContent` and `isError` as the executor made them. The
 * MCI-only `error` string is dropped (its text is already the first content item) and `metadata` goes to
 * `_meta["mci/metadata"]`, where hosts can show it and models do not see it.
 */
export function toCallToolResult(result: ExecutionResult): CallToolResult {
  return {
    content: result.content,
    ...(result.structuredContent !== undefined && { structuredContent: result.structuredContent }),
    isError: result.isError,
    ...(result.metadata !== undefined &&
      Object.keys(result.metadata).length > 0 && { _meta: { [metadataMetaKey]: result.metadata } }),
  };
}
