import { type CacheHint, type Tool as McpTool, type ProtocolEra, Server } from '@modelcontextprotocol/server';
import type { CallerIdentity } from './auth/caller-identity.js';
import { identityOf } from './auth/identity-of.js';
import { toCallToolResult } from './calls/to-call-tool-result.js';
import { toToolCall } from './calls/to-tool-call.js';
import type { ToolCallHandler } from './calls/tool-call.js';

export interface SdkServerParts {
  readonly name: string;
  readonly version: string;
  readonly instructions?: string | undefined;
  /** The protocol era the server speaks: 2025 (`legacy`, after `initialize`) or 2026-07-28 (`modern`). */
  readonly era: ProtocolEra;
  /** How long and by whom a 2026-07-28 `tools/list` answer may be cached. */
  readonly listCache: CacheHint;
  /** The `tools/list` answer for the caller (its identity over HTTP with OAuth or API keys). */
  readonly listTools: (identity: CallerIdentity | undefined) => McpTool[];
  readonly callTool: ToolCallHandler;
}

/**
 * One SDK `Server` (one connection, or one 2026-07-28 request) answering `tools/list` and `tools/call`:
 * the edge where a request becomes a `ToolCall` and the layers' result becomes the MCP result.
 */
export function createSdkServer(parts: SdkServerParts): Server {
  const server = new Server(
    { name: parts.name, version: parts.version },
    {
      capabilities: { tools: { listChanged: true } },
      cacheHints: { 'tools/list': parts.listCache, 'server/discover': parts.listCache },
      ...(parts.instructions !== undefined && { instructions: parts.instructions }),
    },
  );
  server.setRequestHandler('tools/list', (_request, context) => ({
    tools: parts.listTools(identityOf(context.http?.authInfo)),
  }));
  server.setRequestHandler('tools/call', async (request, context) =>
    toCallToolResult(await parts.callTool(toToolCall(request, context, server, parts.era))),
  );
  return server;
}
