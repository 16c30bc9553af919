import type { MCIClient, Tool } from '@mci/client';
import type { Logger } from '@mci/schema';
import type { ProtocolEra, Server } from '@modelcontextprotocol/server';
import type { RateLimiter } from './calls/create-rate-limiter.js';
import type { AuditLog } from './calls/open-audit-log.js';
import { McpToolServer } from './mcp-tool-server.js';
import type { ToolSearchSettings } from './tools/create-tool-search-layer.js';

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
  /**
   * Tools annotated `destructiveHint: true` run only once the person at the client said yes, asked through
   * MCP elicitation (a 2025 session: `elicitation/create`; 2026-07-28: an "input required" answer, for
   * direct calls). A call the client cannot be asked about, or that is declined, does not run: it gets a
   * `CONFIRMATION_REQUIRED` or `CONFIRMATION_DECLINED` result. Applies to calls from code mode too. Default
   * false.
   */
  confirmDestructive?: boolean;
  /** All tools in `tools/list` (default), or search mode: `search_tools`, `call_tool` and pinned tools. */
  toolSearch?: ToolSearchSettings;
}

export interface MciMcpServerCloseOptions {
  /** How long running calls may take to finish before they are cancelled. Default 5000 ms. */
  timeoutMs?: number;
}

/** What an SDK server made by `createServer` is for. */
export interface SdkServerUse {
  /** The protocol era it speaks: `legacy` (2025, after `initialize`, the default) or `modern` (2026-07-28). */
  era?: ProtocolEra;
  /**
   * It answers one 2026-07-28 HTTP request and is then closed: reloads reach its client through
   * `onToolsChanged` (a `subscriptions/listen` stream), not through it.
   */
  perRequest?: boolean;
  /** The tools listed depend on who asks (OAuth or API key scopes): list answers are cached privately. */
  perCaller?: boolean;
}

/** An MCI client's tools, served by one or more SDK `Server`s (one per connection or request). */
export interface MciMcpServer {
  /** The SDK server of the first connection: `await mci.server.connect(transport)`. Made on first use. */
  readonly server: Server;
  /** One more SDK server with the same tools, for another connection (an HTTP session) or request. */
  createServer(use?: SdkServerUse): Server;
  /** Calls `listener` after each `setClient`; returns what stops it. */
  onToolsChanged(listener: () => void): () => void;
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
