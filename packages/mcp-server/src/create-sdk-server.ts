import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type Tool as McpTool,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallerIdentity } from './caller-identity.js';
import { identityOf } from './identity-of.js';
import { toCallToolResult } from './to-call-tool-result.js';
import { toToolCall } from './to-tool-call.js';
import type { ToolCallHandler } from './tool-call.js';

export interface SdkServerParts {
  readonly name: string;
  readonly version: string;
  readonly instructions?: string | undefined;
  /** The `tools/list` answer for the caller (its identity over HTTP with OAuth or API keys). */
  readonly listTools: (identity: CallerIdentity | undefined) => McpTool[];
  readonly callTool: ToolCallHandler;
}

/**
 * One SDK `Server` (one connection) answering `tools/list` and `tools/call`: the edge where a request
 * becomes a `ToolCall` and the layers' result becomes the MCP result.
 */
export function createSdkServer(parts: SdkServerParts): Server {
  const server = new Server(
    { name: parts.name, version: parts.version },
    {
      capabilities: { tools: { listChanged: true } },
      ...(parts.instructions !== undefined && { instructions: parts.instructions }),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => ({
    tools: parts.listTools(identityOf(extra.authInfo)),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
    toCallToolResult(await parts.callTool(toToolCall(request, extra, server))),
  );
  return server;
}
