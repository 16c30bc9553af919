import { withDeadline } from '@mci/executor-kit';
import type { Client, DiscoverResult, Transport } from '@modelcontextprotocol/client';
import { createStoppableFetch } from './create-stoppable-fetch.js';
import { describeFailure } from './describe-failure.js';
import type { ResolvedMcpExecutorSettings } from './mcp-executor-settings.js';
import { httpStatusOf, isSdkError, loadMcpSdk, type McpSdk } from './mcp-sdk.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import type {
  RenderedHttpServerConfig,
  RenderedServer,
  RenderedStdioServerConfig,
} from './render-server-config.js';
import { SessionOpenError } from './session-open-error.js';
import { StderrTail } from './stderr-tail.js';

/** How long closing waits for a Streamable HTTP server to confirm the end of the session (DELETE). */
const SESSION_END_MS = 2000;

/**
 * What an earlier connection found the server to speak: `modern` (2026-07-28 and later, with the
 * server's `server/discover` answer) or `legacy` (the 2025 `initialize` handshake). Given to the next
 * connection to the same server, it spares the probe's round trip.
 */
export type ProtocolVerdict =
  | { readonly kind: 'modern'; readonly discover: DiscoverResult }
  | { readonly kind: 'legacy' };

/** A connected MCP client for one server, in whichever protocol era the server speaks. */
export interface McpSession {
  readonly client: Client;
  /** The era the connection landed on, to reuse for the next connection to the same server. */
  readonly verdict: ProtocolVerdict;
  /** True once the connection ended: the server exited, the HTTP session ended, or `close()` ran. */
  readonly closed: boolean;
  close(): Promise<void>;
}

/** What connecting needs besides the transport. */
interface ConnectContext {
  readonly sdk: McpSdk;
  readonly server: RenderedServer;
  readonly settings: ResolvedMcpExecutorSettings;
  readonly signal: AbortSignal;
  readonly prior: ProtocolVerdict | undefined;
}

/**
 * `target` starts messages: the command, or the URL without query and credentials; `tail` holds the end
 * of a stdio server's stderr.
 */
interface ConnectTarget {
  readonly target: string;
  readonly tail?: StderrTail;
  /** Ends the HTTP requests still under way (the SDK's close leaves a pending probe running). */
  readonly stopRequests?: () => void;
}

/**
 * Starts or reaches a server and connects in automatic protocol negotiation (`server/discover` first,
 * the 2025 `initialize` handshake for servers that do not know it), within `connectTimeoutMs`; `prior`
 * skips the probe. Aborting `signal` stops the attempt at once and ends what it started (the process,
 * the HTTP request).
 */
export async function openMcpSession(
  serverName: string,
  server: RenderedServer,
  settings: ResolvedMcpExecutorSettings,
  options: { signal: AbortSignal; prior?: ProtocolVerdict | undefined },
): Promise<McpSession> {
  const { signal, prior } = options;
  const context: ConnectContext = { sdk: await loadMcpSdk(), server, settings, signal, prior };
  const custom = await settings.createTransport?.(serverName, server.config);
  if (custom) return connect(context, custom, { target: 'custom transport' });
  if (server.config.type === 'stdio') return openStdioSession(context, server.config);
  return openHttpSession(context, serverName, server.config);
}

/**
 * Some servers (those built on certain SDKs) end their process on any request before `initialize`, so
 * the era probe ends them: when the first connection to a server loses its process, the server is taken
 * for a 2025 one and started once more, straight to `initialize`.
 */
async function openStdioSession(
  context: ConnectContext,
  config: RenderedStdioServerConfig,
): Promise<McpSession> {
  try {
    return await connectStdio(context, config);
  } catch (error) {
    if (context.prior || context.signal.aborted || !lostProcess(error)) throw error;
    return connectStdio({ ...context, prior: { kind: 'legacy' } }, config);
  }
}

function connectStdio(context: ConnectContext, config: RenderedStdioServerConfig): Promise<McpSession> {
  const { command, args, env, cwd } = config;
  const transport = new context.sdk.StdioClientTransport({
    command,
    args: [...args],
    env: { ...context.sdk.getDefaultEnvironment(), ...env },
    ...(cwd === undefined ? {} : { cwd }),
    stderr: 'pipe',
  });
  sendOneAtATime(transport);
  const tail = new StderrTail(context.settings.stderrTailBytes);
  transport.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
  return connect(context, transport, { target: `command ${JSON.stringify(command)}`, tail });
}

/** The process ended while connecting: during the probe (the SDK says so only in its message) or after. */
function lostProcess(error: unknown): boolean {
  if (!SessionOpenError.isInstance(error)) return false;
  const { cause } = error;
  if (isSdkError(cause, 'ERA_NEGOTIATION_FAILED')) return /connection closed during/i.test(cause.message);
  return isSdkError(cause, 'CONNECTION_CLOSED') || isSdkError(cause, 'NOT_CONNECTED');
}

/** Streamable HTTP first; the older HTTP+SSE transport when the answer is one old servers give. */
async function openHttpSession(
  context: ConnectContext,
  serverName: string,
  config: RenderedHttpServerConfig,
): Promise<McpSession> {
  const { StreamableHTTPClientTransport, SSEClientTransport } = context.sdk;
  const { url, target } = parseHttpUrl(serverName, config);
  const requestInit = { headers: { ...config.headers } };
  const streamable = await createStoppableFetch();
  try {
    const transport = new StreamableHTTPClientTransport(url, { requestInit, fetch: streamable.fetch });
    return await connect(context, transport, { target, stopRequests: streamable.stop });
  } catch (error) {
    if (!(SessionOpenError.isInstance(error) && isOldServerAnswer(error.cause))) throw error;
    // When the older transport fails too, the message keeps both answers: either may be the one to fix.
    const fallback = `${error.reason}; then, over the older HTTP+SSE transport`;
    const sse = await createStoppableFetch();
    const transport = new SSEClientTransport(url, { requestInit, fetch: sse.fetch });
    return connect(context, transport, { target: fallback, stopRequests: sse.stop });
  }
}

async function connect(
  context: ConnectContext,
  transport: Transport,
  describe: ConnectTarget,
): Promise<McpSession> {
  const { sdk, settings, signal, prior } = context;
  const client = new sdk.Client(settings.clientInfo, {
    capabilities: {},
    versionNegotiation: { mode: 'auto', probe: { timeoutMs: probeTimeoutMs(context, transport) } },
  });
  const state = { closed: false };
  client.onclose = () => {
    state.closed = true;
  };
  const connectOptions = { timeout: settings.connectTimeoutMs, signal, ...(prior ? { prior } : {}) };
  try {
    signal.throwIfAborted();
    await withDeadline(client.connect(transport, connectOptions), {
      signal,
      deadline: {
        ms: settings.connectTimeoutMs,
        onTimeout: () => {
          throw new Error(`no answer within ${settings.connectTimeoutMs} ms`);
        },
      },
    });
  } catch (error) {
    throw await abandonConnect(context, transport, client, describe, error);
  }
  return sessionOf(context.sdk, client, transport, { state, stopRequests: describe.stopRequests });
}

/**
 * How long `server/discover` may take. A stdio server that stays silent is taken for a 2025 one, so half
 * the connect time is left for its `initialize`; elsewhere silence is an outage and the whole time is the
 * limit.
 */
function probeTimeoutMs(context: ConnectContext, transport: Transport): number {
  const { connectTimeoutMs } = context.settings;
  const stdio = transport instanceof context.sdk.StdioClientTransport;
  return stdio ? Math.max(1, Math.floor(connectTimeoutMs / 2)) : connectTimeoutMs;
}

/** Ends what a failed attempt started and returns the error that says why it failed. */
async function abandonConnect(
  context: ConnectContext,
  transport: Transport,
  client: Client,
  describe: ConnectTarget,
  error: unknown,
): Promise<SessionOpenError> {
  const { redactor } = context.server;
  // The SDK's stdio close gives a process 2 s to exit after its stdin ends; one that never answered
  // is stopped at once, so the attempt ends within connectTimeoutMs.
  if (transport instanceof context.sdk.StdioClientTransport && transport.pid !== null)
    stopProcess(transport.pid);
  await client.close().catch(() => undefined);
  describe.stopRequests?.();
  await new Promise((resolve) => setImmediate(resolve));
  const stderr = describe.tail?.text() ?? '';
  const reason = `${describe.target}: ${describeFailure(error, redactor.text)}${stderr ? ` (stderr: ${stderr})` : ''}`;
  return new SessionOpenError({ reason: redactor.text(reason) }, { cause: error });
}

function sessionOf(
  sdk: McpSdk,
  client: Client,
  transport: Transport,
  ending: { state: { closed: boolean }; stopRequests: (() => void) | undefined },
): McpSession {
  const { state, stopRequests } = ending;
  const discover = client.getDiscoverResult();
  return {
    client,
    verdict: discover ? { kind: 'modern', discover } : { kind: 'legacy' },
    get closed() {
      return state.closed;
    },
    close: async () => {
      state.closed = true;
      if (transport instanceof sdk.StreamableHTTPClientTransport && transport.sessionId !== undefined) {
        const ending = transport.terminateSession();
        await withDeadline(ending, { deadline: { ms: SESSION_END_MS, onTimeout: () => undefined } }).catch(
          () => undefined,
        );
      }
      try {
        await client.close();
      } finally {
        stopRequests?.();
      }
    },
  };
}

function stopProcess(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // it has exited already
  }
}

/** A Streamable HTTP attempt answered with an HTTP status that old HTTP+SSE servers give (not auth). */
function isOldServerAnswer(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403;
}

function parseHttpUrl(serverName: string, config: RenderedHttpServerConfig): { url: URL; target: string } {
  let url: URL;
  try {
    url = new URL(config.url);
  } catch {
    throw new McpServerConfigError({ serverName, reason: 'url: not a valid URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new McpServerConfigError({
      serverName,
      reason: `url: the scheme must be http or https, not ${url.protocol}`,
    });
  }
  return { url, target: `${url.origin}${url.pathname}` };
}

/**
 * The SDK's stdio transport waits for `drain` once per message that finds the pipe full, so many parallel
 * calls with large arguments pile up listeners (and Node prints a MaxListenersExceededWarning). Sending
 * one message after the other keeps the order and leaves at most one waiting.
 */
function sendOneAtATime(transport: Transport): void {
  const send = transport.send.bind(transport);
  let previous: Promise<unknown> = Promise.resolve();
  transport.send = (message, options) => {
    const sent = previous.then(() => send(message, options));
    previous = sent.catch(() => undefined);
    return sent;
  };
}
