import type { ExecutionResult } from '@mci/schema';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The `_meta` key an MCI result's `metadata` (status code, exit code, ...) is sent under. */
export const metadataMetaKey = 'mci/metadata';

/** What of the called tool shapes its answer. */
export interface CalledTool {
  readonly name: string;
  readonly outputSchema?: Record<string, unknown>;
}

/**
 * The MCP answer to a call: `content`, `structuredContent` and `isError` as the executor made them. The
 * MCI-only `error` string is dropped (its text is already the first content item) and `metadata` goes to
 * `_meta["mci/metadata"]`, where hosts can show it and models do not see it.
 *
 * MCP requires structured content from a tool that declares an `outputSchema`. When the executor gave
 * none (text, file, cli and http tools never do), the text content is read as JSON: a JSON object becomes
 * the `structuredContent`, anything else makes the result an error that says so.
 */
export function toCallToolResult(result: ExecutionResult, tool?: CalledTool): CallToolResult {
  const meta = result.metadata !== undefined &&
    Object.keys(result.metadata).length > 0 && { _meta: { [metadataMetaKey]: result.metadata } };
  let structuredContent = result.structuredContent;
  if (!result.isError && structuredContent === undefined && tool?.outputSchema !== undefined) {
    structuredContent = jsonObjectOf(result);
    if (structuredContent === undefined) {
      const message = `Tool ${tool.name} declares an outputSchema, but its output is not a JSON object.`;
      return { content: [{ type: 'text', text: message }], isError: true, ...meta };
    }
  }
  return {
    content: result.content,
    ...(structuredContent !== undefined && { structuredContent }),
    isError: result.isError,
    ...meta,
  };
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
