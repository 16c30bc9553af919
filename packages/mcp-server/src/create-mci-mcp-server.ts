import type { MCIClient, Tool } from '@mci/client';
import type { Logger } from '@mci/host';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RateLimiter } from './create-rate-limiter.js';
import type { ToolSearchSettings } from './create-tool-search-layer.js';
import { McpToolServer } from './mcp-tool-server.js';
import type { AuditLog } from './open-audit-log.js';

export interface MciMcpServerOptions {
  /** Server name sent in `initialize`. Default `mci`. */
  name?: string;
  /** Server version sent in `initialize`. Default this package's version. */
  version?: string;
  /** Instructions sent in `initialize`, for the model. */
  instructions?: string;
  /** Only tools this keeps are listed and callable. Default: every enabled tool. */
  filter?: (tool: Tool) => boolean;
  logger?: Logger;
  /** One line per `tools/call` goes here (see `openAuditLog`). */
  auditLog?: AuditLog;
  /** Calls over a limit get a `RATE_LIMITED` result (see `createRateLimiter`). */
  rateLimiter?: RateLimiter;
  /** All tools in `tools/list` (default), or search mode: `search_tools`, `call_tool` and pinned tools. */
  toolSearch?: ToolSearchSettings;
}

export interface MciMcpServerCloseOptions {
  /** How long running calls may take to finish before they are cancelled. Default 5000 ms. */
  timeoutMs?: number;
}

/** An MCI client's tools, served by one or more SDK `Server`s (one per connection). */
export interface MciMcpServer {
  /** The SDK server of the first connection: `await mci.server.connect(transport)`. Made on first use. */
  readonly server: Server;
  /** One more SDK server with the same tools, for another connection (an HTTP session). */
  createServer(): Server;
  /** The client whose tools are served now. */
  readonly client: MCIClient;
  /** The tools served now: enabled and kept by the filter, in file order. */
  tools(): Tool[];
  /** Calls running now. */
  readonly activeCalls: number;
  /**
   * Serves the tools of `client` from now on and sends `notifications/tools/list_changed` to every
   * initialized connection. The previous client is closed once its running calls have finished.
   */
  setClient(client: MCIClient): Promise<void>;
  /**
   * Stops taking calls, lets running calls finish (cancelling them after `timeoutMs`), closes every SDK
   * server and their transports, then the client. Idempotent.
   */
  close(options?: MciMcpServerCloseOptions): Promise<void>;
}

/**
 * Serves the tools of an MCI client over MCP with the SDK's low-level `Server` (tools come with JSON
 * Schemas, so no zod shapes). Unknown and filtered-out tools are JSON-RPC errors (`-32602`, "Unknown tool:
 * x"); every other failure is an `isError` result. The caller's cancellation reaches the executor's signal.
 * The server owns the client: `close()` and `setClient()` close the clients it no longer needs.
 */
export function createMciMcpServer(client: MCIClient, options: MciMcpServerOptions = {}): MciMcpServer {
  return new McpToolServer(client, options);
}
