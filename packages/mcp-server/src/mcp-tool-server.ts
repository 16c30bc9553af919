import type { MCIClient, Tool } from '@mci/client';
import { type Logger, silentLogger } from '@mci/schema';
import type { ProtocolEra, Server } from '@modelcontextprotocol/server';
import { listedFor } from './auth/listed-for.js';
import { CallSignals } from './calls/call-signals.js';
import { CallTracker } from './calls/call-tracker.js';
import { drainCalls } from './calls/drain-calls.js';
import { runToolCall } from './calls/run-tool-call.js';
import type { ToolCallHandler } from './calls/tool-call.js';
import { wrapCallLayers } from './calls/wrap-call-layers.js';
import type {
  MciMcpServer,
  MciMcpServerCloseOptions,
  MciMcpServerOptions,
  SdkServerUse,
} from './create-mci-mcp-server.js';
import { createSdkServer } from './create-sdk-server.js';
import { createCodeModeLayer } from './tools/create-code-mode-layer.js';
import { createToolSearchLayer, type ToolSearchLayer } from './tools/create-tool-search-layer.js';
import { ToolRegistry } from './tools/tool-registry.js';
import { version } from './version.js';

/**
 * How long a 2026-07-28 client may reuse a `tools/list` answer; a reload tells listening clients sooner
 * (`notifications/tools/list_changed` on `subscriptions/listen`).
 */
const listTtlMs = 60_000;

/** `MciMcpServer`: the registry of served tools, the calls running, and the SDK servers of connections. */
export class McpToolServer implements MciMcpServer {
  readonly #options: MciMcpServerOptions;
  readonly #logger: Logger;
  readonly #registry: ToolRegistry;
  readonly #tracker = new CallTracker();
  readonly #signals = new CallSignals();
  /** The SDK servers of open connections, with the era each speaks. */
  readonly #servers = new Map<Server, ProtocolEra>();
  readonly #changeListeners = new Set<() => void>();
  /** Previous clients waiting for their calls to end before they close. */
  readonly #retiring = new Set<Promise<void>>();
  readonly #search: ToolSearchLayer;
  readonly #handleCall: ToolCallHandler;
  #primary: Server | undefined;
  #closing: Promise<void> | undefined;

  constructor(client: MCIClient, options: MciMcpServerOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silentLogger;
    this.#registry = new ToolRegistry(client, options.filter);
    const run = runToolCall({
      registry: this.#registry,
      tracker: this.#tracker,
      signals: this.#signals,
      logger: this.#logger,
      closing: () => this.#closing !== undefined,
    });
    const toolSearch = options.toolSearch ?? {};
    this.#search =
      toolSearch.mode === 'code'
        ? createCodeModeLayer(toolSearch, this.#registry)
        : createToolSearchLayer(toolSearch, this.#registry);
    this.#handleCall = wrapCallLayers(run, {
      ...options,
      toolSearch: this.#search,
      findTool: (name) => this.#registry.tool(name),
    });
  }

  get server(): Server {
    this.#primary ??= this.createServer();
    return this.#primary;
  }

  createServer(use: SdkServerUse = {}): Server {
    const era = use.era ?? 'legacy';
    const server = createSdkServer({
      name: this.#options.name ?? 'mci',
      version: this.#options.version ?? version,
      instructions: this.#options.instructions,
      era,
      listCache: { ttlMs: listTtlMs, cacheScope: use.perCaller === true ? 'private' : 'public' },
      listTools: (identity) =>
        listedFor(this.#search.listed(), identity, (name) => this.#registry.tool(name)),
      callTool: this.#handleCall,
    });
    if (use.perRequest === true) return server;
    server.onclose = () => this.#servers.delete(server);
    this.#servers.set(server, era);
    return server;
  }

  onToolsChanged(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  get client(): MCIClient {
    return this.#registry.client;
  }

  tools(): Tool[] {
    return this.#registry.tools();
  }

  get activeCalls(): number {
    return this.#tracker.count;
  }

  async setClient(next: MCIClient): Promise<void> {
    if (this.#closing !== undefined) {
      await next.close();
      return;
    }
    const previous = this.#registry.swap(next);
    if (previous === next) return;
    this.#retire(previous);
    for (const listener of this.#changeListeners) listener();
    // A 2025 connection hears of it once initialized; a 2026-07-28 one through its subscriptions.
    const told = [...this.#servers].filter(
      ([server, era]) => era === 'modern' || server.getClientCapabilities() !== undefined,
    );
    await Promise.allSettled(told.map(([server]) => server.sendToolListChanged()));
  }

  close(options: MciMcpServerCloseOptions = {}): Promise<void> {
    this.#closing ??= this.#shutDown(options.timeoutMs ?? 5000);
    return this.#closing;
  }

  /** Closes `previous` once its running calls have ended. */
  #retire(previous: MCIClient): void {
    const retirement = Promise.allSettled(this.#tracker.running(previous))
      .then(() => previous.close())
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.#logger.warn(`closing the previous tools failed: ${message}`);
      })
      .finally(() => this.#retiring.delete(retirement));
    this.#retiring.add(retirement);
  }

  async #shutDown(timeoutMs: number): Promise<void> {
    await drainCalls(this.#tracker.running(), timeoutMs, this.#signals, this.#logger);
    // Let the SDK write the answers of calls that just ended before the transports close.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled([...this.#servers.keys()].map((server) => server.close()));
    this.#servers.clear();
    await Promise.allSettled(this.#retiring);
    await this.#registry.client.close();
  }
}
