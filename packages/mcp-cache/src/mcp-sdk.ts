import type { Client, SSEClientTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { withToolCallSchema } from './with-tool-call-schema.js';

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
  const [client, stdio] = await Promise.all([
    import('@modelcontextprotocol/client'),
    import('@modelcontextprotocol/client/stdio'),
  ]);
  /**
   * The SDK probes the protocol era of a server started by its exact `StdioClientTransport` on a second,
   * short-lived copy of the process; a subclass is probed on its own process, so one start serves both.
   */
  class StdioClientTransport extends stdio.StdioClientTransport {}
  loaded = {
    Client: withToolCallSchema(client.Client),
    StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
    StreamableHTTPClientTransport: client.StreamableHTTPClientTransport,
    SSEClientTransport: client.SSEClientTransport,
  };
  return loaded;
}

/** The codes of the SDK's local errors (`SdkErrorCode`) that this package tells apart. */
type SdkErrorCode =
  | 'CONNECTION_CLOSED'
  | 'NOT_CONNECTED'
  | 'REQUEST_TIMEOUT'
  | 'INVALID_RESULT'
  | 'ERA_NEGOTIATION_FAILED';

/**
 * One of the SDK's local errors (`SdkError`, `SdkHttpError`: they never crossed the wire), with this code
 * when one is given. Checked by shape (its `name` and string `code`), so the answer does not depend on
 * whether this module has loaded the SDK yet.
 */
export function isSdkError(error: unknown, code?: SdkErrorCode): error is Error & { code: string } {
  if (!(error instanceof Error) || (error.name !== 'SdkError' && error.name !== 'SdkHttpError')) return false;
  const actual = (error as { code?: unknown }).code;
  if (typeof actual !== 'string') return false;
  return code === undefined || actual === code;
}

/** A JSON-RPC error answer of the server (the SDK's `ProtocolError`), checked by shape. */
export function isProtocolError(error: unknown): error is Error & { code: number } {
  return (
    error instanceof Error &&
    error.name === 'ProtocolError' &&
    typeof (error as { code?: unknown }).code === 'number'
  );
}

/**
 * The HTTP status an HTTP transport of the SDK failed with: `status` of a Streamable HTTP `SdkHttpError`,
 * or the numeric `code` of the HTTP+SSE transport's `SseError` (whose `name` is `Error`; its message starts
 * with `SSE error: `).
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'SdkHttpError') {
    const { status } = error as { status?: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  if (error.message.startsWith('SSE error: ')) {
    const { code } = error as { code?: unknown };
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}
