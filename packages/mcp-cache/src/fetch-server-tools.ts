import type { Client, Tool } from '@modelcontextprotocol/client';

/** Pages at most; a server whose cursors never end is an error, not a hang. */
export const MAX_TOOL_PAGES = 1000;

/** Every tool of a server, and for how long the server says the list stays fresh. */
export interface ServerTools {
  readonly tools: Tool[];
  /**
   * The smallest `ttlMs` of the pages (2026-07-28 servers give one with each list result), in ms;
   * undefined when no page had one.
   */
  readonly ttlMs: number | undefined;
}

/**
 * Every tool of the server: follows `nextCursor` through all pages of `tools/list`. A server that does
 * not declare the `tools` capability has none (it is not asked). The pages are asked one by one (not
 * through the SDK's own walk, which may answer from its in-memory cache and ends quietly on a repeated
 * page), so a fetch always reaches the server and a cursor that comes back is an error.
 */
export async function fetchServerTools(
  client: Client,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<ServerTools> {
  if (!client.getServerCapabilities()?.tools) return { tools: [], ttlMs: undefined };
  const tools: Tool[] = [];
  const seen = new Set<string>();
  let ttlMs: number | undefined;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const result = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      { timeout: options.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) },
    );
    tools.push(...result.tools);
    ttlMs = smaller(ttlMs, ttlOf(result));
    cursor = result.nextCursor;
    if (cursor === undefined) return { tools, ttlMs };
    if (seen.has(cursor)) throw new Error(`tools/list repeated the cursor ${JSON.stringify(cursor)}`);
    seen.add(cursor);
  }
  throw new Error(`tools/list did not end within ${MAX_TOOL_PAGES} pages`);
}

function ttlOf(result: object): number | undefined {
  const { ttlMs } = result as { ttlMs?: unknown };
  return typeof ttlMs === 'number' && Number.isFinite(ttlMs) && ttlMs >= 0 ? ttlMs : undefined;
}

function smaller(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}
