import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import type { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpError } from '@modelcontextprotocol/sdk/types.js';

/** The parts of the MCP SDK's client this package uses. */
export interface McpSdk {
  readonly Client: typeof Client;
  readonly StdioClientTransport: typeof StdioClientTransport;
  readonly getDefaultEnvironment: typeof getDefaultEnvironment;
  readonly StreamableHTTPClientTransport: typeof StreamableHTTPClientTransport;
  readonly SSEClientTransport: typeof SSEClientTransport;
}

let loaded: McpSdk | undefined;

/**
 * Loads the SDK's client on the first connection, once: a file whose MCP caches are fresh loads, lists
 * and validates without paying for it.
 */
export async function loadMcpSdk(): Promise<McpSdk> {
  if (loaded) return loaded;
  const [client, stdio, streamableHttp, sse] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
  ]);
  loaded = {
    Client: client.Client,
    StdioClientTransport: stdio.StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
    StreamableHTTPClientTransport: streamableHttp.StreamableHTTPClientTransport,
    SSEClientTransport: sse.SSEClientTransport,
  };
  return loaded;
}

/** JSON-RPC error codes of the MCP SDK's `ErrorCode` that this package tells apart. */
const mcpErrorCodes = { ConnectionClosed: -32000, RequestTimeout: -32001 } as const;

/**
 * The SDK's `McpError`, with this code when one is given. Checked by shape (its `name` and numeric
 * `code`), so the answer does not depend on whether this module has loaded the SDK yet, nor on which copy
 * of the SDK made the error.
 */
export function isMcpError(error: unknown, code?: keyof typeof mcpErrorCodes): error is McpError {
  if (!(error instanceof Error) || error.name !== 'McpError') return false;
  const actual = (error as { code?: unknown }).code;
  if (typeof actual !== 'number') return false;
  return code === undefined || actual === mcpErrorCodes[code];
}

/** The HTTP status of the SDK's `StreamableHTTPError`, if `error` is one that has a status. */
export function streamableHttpStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !error.message.startsWith('Streamable HTTP error: ')) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}
