import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import type { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** The parts of the MCP SDK's client this package uses. */
export interface McpSdk {
  readonly Client: typeof Client;
  readonly StdioClientTransport: typeof StdioClientTransport;
  readonly getDefaultEnvironment: typeof getDefaultEnvironment;
  readonly StreamableHTTPClientTransport: typeof StreamableHTTPClientTransport;
  readonly StreamableHTTPError: typeof StreamableHTTPError;
  readonly SSEClientTransport: typeof SSEClientTransport;
  readonly McpError: typeof McpError;
  readonly ErrorCode: typeof ErrorCode;
}

let loaded: McpSdk | undefined;

/**
 * Loads the SDK's client on the first connection, once: a file whose MCP caches are fresh loads, lists
 * and validates without paying for it.
 */
export async function loadMcpSdk(): Promise<McpSdk> {
  if (loaded) return loaded;
  const [client, stdio, streamableHttp, sse, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  loaded = {
    Client: client.Client,
    StdioClientTransport: stdio.StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
    StreamableHTTPClientTransport: streamableHttp.StreamableHTTPClientTransport,
    StreamableHTTPError: streamableHttp.StreamableHTTPError,
    SSEClientTransport: sse.SSEClientTransport,
    McpError: types.McpError,
    ErrorCode: types.ErrorCode,
  };
  return loaded;
}

/** The SDK's `McpError`, with this code when one is given. SDK errors exist only once it is loaded. */
export function isMcpError(error: unknown, code?: 'ConnectionClosed' | 'RequestTimeout'): error is McpError {
  if (loaded === undefined || !(error instanceof loaded.McpError)) return false;
  return code === undefined || error.code === loaded.ErrorCode[code];
}

/** The HTTP status of the SDK's `StreamableHTTPError`, if `error` is one that has a status. */
export function streamableHttpStatus(error: unknown): number | undefined {
  return loaded !== undefined && error instanceof loaded.StreamableHTTPError ? error.code : undefined;
}
