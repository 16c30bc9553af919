import { type MCIClient, type Tool, ToolNotFoundError } from '@mci/client';
import { withDeadline } from '@mci/executor-kit';
import { type Logger, silentLogger } from '@mci/runtime';
import type { ExecutionResult } from '@mci/schema';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  type Tool as McpTool,
} from '@modelcontextprotocol/sdk/types.js';
import { auditCall } from './audit-call.js';
import { authorizeCall } from './authorize-call.js';
import { authorizeToolCall } from './authorize-tool-call.js';
import { CallSignals } from './call-signals.js';
import type { RateLimiter } from './create-rate-limiter.js';
import { createToolSearchLayer, type ToolSearchSettings } from './create-tool-search-layer.js';
import { identityOf } from './identity-of.js';
import { instrumentCall } from './instrument-call.js';
import { limitCall } from './limit-call.js';
import type { AuditLog } from './open-audit-log.js';
import { ProtocolError } from './protocol-error.js';
import { toCallToolResult } from './to-call-tool-result.js';
import { toToolCall } from './to-tool-call.js';
import type { ToolCall, ToolCallHandler } from './tool-call.js';
import { version } from './version.js';

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

/** After cancelling overdue calls at shutdown, how long their executors get to stop. */
const cancelGraceMs = 2000;

/**
 * Serves the tools of an MCI client over MCP with the SDK's low-level `Server` (tools come with JSON
 * Schemas, so no zod shapes). Unknown and filtered-out tools are JSON-RPC errors (`-32602`, "Unknown tool:
 * x"); every other failure is an `isError` result. The caller's cancellation reaches the executor's signal.
 * The server owns the client: `close()` and `setClient()` close the clients it no longer needs.
 */
export function createMciMcpServer(client: MCIClient, options: MciMcpServerOptions = {}): MciMcpServer {
  const logger = options.logger ?? silentLogger;
  const filter = options.filter ?? (() => true);
  const servers = new Set<Server>();
  const callsByClient = new Map<MCIClient, Set<Promise<unknown>>>();
  const retirements: Promise<void>[] = [];
  const signals = new CallSignals();
  let current = client;
  let primary: Server | undefined;
  let closing: Promise<void> | undefined;

  const servedTools = () => current.tools().filter(filter);
  const servedTool = (name: string) => {
    const tool = current.getTool(name);
    return tool !== undefined && filter(tool) ? tool : undefined;
  };
  // The tools/list answer, built once per client (a reload brings a new one) and shared by every connection.
  const toolSearch = createToolSearchLayer(options.toolSearch ?? {}, () => current, filter);
  const listedTools = (): McpTool[] => toolSearch.listed();

  const track = (owner: MCIClient, call: Promise<unknown>) => {
    const calls = callsByClient.get(owner) ?? new Set();
    callsByClient.set(owner, calls);
    calls.add(call);
    const forget = () => {
      calls.delete(call);
      if (calls.size === 0) callsByClient.delete(owner);
    };
    call.then(forget, forget);
  };

  const runningCalls = (owner?: MCIClient) =>
    owner === undefined
      ? [...callsByClient.values()].flatMap((calls) => [...calls])
      : [...(callsByClient.get(owner) ?? [])];

  const callTool = async (request: ToolCall): Promise<CallToolResult> => {
    const name = request.tool;
    if (closing !== undefined) {
      throw new ProtocolError(
        ErrorCode.InternalError,
        `The server is shutting down; ${name} was not called.`,
      );
    }
    const owner = current;
    const tool = owner.getTool(name);
    if (tool === undefined || !filter(tool))
      throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const started = performance.now();
    logger.debug(`call ${name} started`);
    const call = signals.run(request.signal, (signal) =>
      owner.execute(name, { ...request.arguments }, { signal }),
    );
    track(owner, call);
    let result: ExecutionResult;
    try {
      result = await call;
    } catch (error) {
      if (ToolNotFoundError.isInstance(error))
        throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
      const message = error instanceof Error ? error.message : String(error);
      logger.error(`call ${name} failed unexpectedly: ${message}`);
      throw new ProtocolError(ErrorCode.InternalError, `Tool ${name} failed unexpectedly: ${message}`);
    }
    const elapsed = Math.round(performance.now() - started);
    logger.debug(`call ${name} ${result.isError ? 'returned an error' : 'succeeded'} in ${elapsed} ms`);
    return toCallToolResult(result);
  };

  // Outermost first: the span covers the whole call, the audit line records refused calls too.
  let handleCall: ToolCallHandler = toolSearch.answer(callTool);
  if (options.rateLimiter !== undefined) handleCall = limitCall(handleCall, options.rateLimiter);
  if (options.auditLog !== undefined) handleCall = auditCall(handleCall, options.auditLog);
  handleCall = authorizeCall(handleCall, servedTool, options.auditLog);
  // call_tool becomes the named tool's call here, so every layer above sees the real tool.
  handleCall = toolSearch.route(instrumentCall(handleCall));

  const createServer = (): Server => {
    const server = new Server(
      { name: options.name ?? 'mci', version: options.version ?? version },
      {
        capabilities: { tools: { listChanged: true } },
        ...(options.instructions !== undefined && { instructions: options.instructions }),
      },
    );
    server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => {
      const identity = identityOf(extra.authInfo);
      if (identity === undefined) return { tools: listedTools() };
      // A caller sees only the tools its scopes allow.
      return {
        tools: listedTools().filter((listedTool) => {
          // Only the two tools of search mode are not tools of the file: every caller sees them.
          const tool = servedTool(listedTool.name);
          return tool === undefined || authorizeToolCall(identity, tool).allowed;
        }),
      };
    });
    server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
      handleCall(toToolCall(request, extra, server)),
    );
    server.onclose = () => servers.delete(server);
    servers.add(server);
    return server;
  };

  const retire = async (previous: MCIClient) => {
    await Promise.allSettled(runningCalls(previous));
    await previous.close().catch((error: unknown) => {
      logger.warn(
        `closing the previous tools failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  };

  const close = async (timeoutMs: number) => {
    const running = runningCalls();
    if (running.length > 0) {
      logger.info(`waiting for ${running.length} running call${running.length === 1 ? '' : 's'} to finish`);
      if (!(await settleWithin(running, timeoutMs))) {
        logger.warn(`calls still running after ${timeoutMs} ms were cancelled`);
        signals.abortAll(new Error('The server is shutting down.'));
        await settleWithin(running, cancelGraceMs);
      }
    }
    // Let the SDK write the answers of calls that just ended before the transports close.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled([...servers].map((server) => server.close()));
    servers.clear();
    await Promise.allSettled(retirements);
    await current.close();
  };

  return {
    get server() {
      primary ??= createServer();
      return primary;
    },
    createServer,
    get client() {
      return current;
    },
    tools: servedTools,
    get activeCalls() {
      return runningCalls().length;
    },
    async setClient(next) {
      if (closing !== undefined) {
        await next.close();
        return;
      }
      const previous = current;
      if (next === previous) return;
      current = next;
      retirements.push(retire(previous));
      const initialized = [...servers].filter((server) => server.getClientCapabilities() !== undefined);
      await Promise.allSettled(initialized.map((server) => server.sendToolListChanged()));
    },
    close(closeOptions = {}) {
      closing ??= close(closeOptions.timeoutMs ?? 5000);
      return closing;
    },
  };
}

/** Waits until every promise has settled or `timeoutMs` has passed; true when all settled in time. */
function settleWithin(promises: readonly Promise<unknown>[], timeoutMs: number): Promise<boolean> {
  const settled = Promise.allSettled(promises).then(() => true);
  return withDeadline(settled, undefined, { ms: timeoutMs, onTimeout: () => false });
}
