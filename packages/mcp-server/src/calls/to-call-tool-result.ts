import type { CallToolResult, InputRequiredResult } from '@modelcontextprotocol/server';
import type { ToolCallResult } from './tool-call.js';

/** The `_meta` key an MCI result's `metadata` (status code, exit code, ...) is sent under. */
export const metadataMetaKey = 'mci/metadata';
/** The `_meta` key an error result's stable `errorCode` is sent under. */
export const errorCodeMetaKey = 'mci/errorCode';

/**
 * The MCP answer to a call: `content`, `structuredContent` and `isError` as the client made them (the
 * client already checked structured content against the tool's `outputSchema`). The MCI-only `error`
 * string is dropped (its text is already the first content item); `metadata` and `errorCode` go to
 * `_meta["mci/metadata"]` and `_meta["mci/errorCode"]`, where hosts and programs can read them and models
 * do not see them, next to the entries of `result.meta`. A result that needs the client's input first is
 * that "input required" answer.
 */
export function toCallToolResult(result: ToolCallResult): CallToolResult | InputRequiredResult {
  if (result.inputRequired !== undefined) return result.inputRequired;
  const meta: Record<string, unknown> = { ...result.meta };
  if (result.metadata !== undefined && Object.keys(result.metadata).length > 0) {
    meta[metadataMetaKey] = result.metadata;
  }
  if (result.errorCode !== undefined) meta[errorCodeMetaKey] = result.errorCode;
  return {
    content: result.content,
    ...(result.structuredContent !== undefined && { structuredContent: result.structuredContent }),
    isError: result.isError,
    ...(Object.keys(meta).length > 0 && { _meta: meta }),
  };
}
