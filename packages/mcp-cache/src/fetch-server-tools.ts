import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/** Pages at most; a server whose cursors never end is an error, not a hang. */
export const MAX_TOOL_PAGES = 1000;

/**
 * Every tool of the server: follows `nextCursor` through all pages of `tools/list`. A server that does
 * not declare the `tools` capability in `initialize` has none (it is not asked).
 */
export async function fetchServerTools(
  client: Client,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Tool[]> {
  if (!client.getServerCapabilities()?.tools) return [];
  const tools: Tool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.listTools(cursor === undefined ? {} : { cursor }, {
      timeout: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) return tools;
    if (seen.has(cursor)) throw new Error(`tools/list repeated the cursor ${JSON.stringify(cursor)}`);
    seen.add(cursor);
  }
  throw new Error(`tools/list did not end within ${MAX_TOOL_PAGES} pages`);
}
