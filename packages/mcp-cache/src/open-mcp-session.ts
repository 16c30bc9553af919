import { withDeadline } from '@mci/executor-kit';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describeFailure } from './describe-failure.js';
import type { ResolvedMcpExecutorSettings } from './mcp-executor-settings.js';
import { loadMcpSdk, type McpSdk, streamableHttpStatus } from './mcp-sdk.js';
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

/** A connected, initialized MCP client for one server. */
export interface McpSession {
  readonly client: Client;
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
}

/**
 * `target` starts messages: the command, or the URL without query and credentials; `tail` holds the end
 * of a stdio server's stderr.
 */
interface ConnectTarget {
  readonly target: string;
  readonly tail?: StderrTail;
}

/**
 * Starts or reaches a server and runs `initialize`, within `connectTimeoutMs`. Aborting `signal` stops
 * the attempt at once and ends what it started (the process, the HTTP request).
 */
export async function openMcpSession(
  serverName: string,
  server: RenderedServer,
  settings: ResolvedMcpExecutorSettings,
  signal: AbortSignal,
): Promise<McpSession> {
  const context: ConnectContext = { sdk: await loadMcpSdk(), server, settings, signal };
  const custom = await settings.createTransport?.(serverName, server.config);
  if (custom) return connect(context, custom, { target: 'custom transport' });
  if (server.config.type === 'stdio') return openStdioSession(context, server.config);
  return openHttpSession(context, serverName, server.config);
}

function openStdioSession(context: ConnectContext, config: RenderedStdioServerConfig): Promise<McpSession> {
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

/** Streamable HTTP first; the older HTTP+SSE transport when the answer is one old servers give. */
async function openHttpSession(
  context: ConnectContext,
  serverName: string,
  config: RenderedHttpServerConfig,
): Promise<McpSession> {
  const { StreamableHTTPClientTransport, SSEClientTransport } = context.sdk;
  const { url, target } = parseHttpUrl(serverName, config);
  const requestInit = { headers: { ...config.headers } };
  try {
    return await connect(context, new StreamableHTTPClientTransport(url, { requestInit }), { target });
  } catch (error) {
    if (!(SessionOpenError.isInstance(error) && isOldServerAnswer(error.cause))) throw error;
    // When the older transport fails too, the message keeps both answers: either may be the one to fix.
    const fallback = `${error.reason}; then, over the older HTTP+SSE transport`;
    return connect(context, new SSEClientTransport(url, { requestInit }), { target: fallback });
  }
}

async function connect(
  context: ConnectContext,
  transport: Transport,
  describe: ConnectTarget,
): Promise<McpSession> {
  const { sdk, settings, signal } = context;
  const client = new sdk.Client(settings.clientInfo, { capabilities: {} });
  const state = { closed: false };
  client.onclose = () => {
    state.closed = true;
  };
  try {
    signal.throwIfAborted();
    await withDeadline(client.connect(transport, { timeout: settings.connectTimeoutMs, signal }), {
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
  return sessionOf(context.sdk, client, transport, state);
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
  await new Promise((resolve) => setImmediate(resolve));
  const stderr = describe.tail?.text() ?? '';
  const reason = `${describe.target}: ${describeFailure(error, redactor.text)}${stderr ? ` (stderr: ${stderr})` : ''}`;
  return new SessionOpenError({ reason: redactor.text(reason) }, { cause: error });
}

function sessionOf(
  sdk: McpSdk,
  client: Client,
  transport: Transport,
  state: { closed: boolean },
): McpSession {
  return {
    client,
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
      await client.close();
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
  const status = streamableHttpStatus(error);
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
