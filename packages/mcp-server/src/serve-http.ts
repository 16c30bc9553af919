import {
  createServer,
  type IncomingMessage,
  type Server as NodeHttpServer,
  type ServerResponse,
} from 'node:http';
import { type Logger, silentLogger } from '@mci/runtime';
import { createHttpRequestHandler } from './create-http-request-handler.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { createHttpRequestGuard } from './http-request-guard.js';
import { HttpSessions } from './http-sessions.js';
import { InsecureBindError } from './insecure-bind-error.js';
import { isLoopbackHost } from './is-loopback-host.js';
import { listenHttp } from './listen-http.js';
import { replyHttpError } from './reply-http-error.js';
import { serveStateless } from './serve-stateless.js';

export interface HttpServeSettings {
  /** Address to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port to listen on; 0 picks a free one. Default 3000. */
  port?: number;
  /** The one MCP endpoint. Default `/mcp`. */
  path?: string;
  /** No sessions: every POST is answered on its own (no server-to-client notifications). Default false. */
  stateless?: boolean;
  /** More `Host`/`Origin` names accepted besides loopback ones, as `name` or `name:port`. */
  allowedHosts?: readonly string[];
  /** Require `Authorization: Bearer <token>`. */
  authToken?: string;
  /** Allow a non-loopback `host` without `authToken`. Default false: that is refused. */
  allowUnauthenticatedRemote?: boolean;
  /**
   * A stateful session with no request in progress (an open notification stream counts as one) for this
   * long is closed; its client gets 404 and starts a new one. 0 keeps sessions until shutdown. Default
   * 30 minutes.
   */
  sessionIdleTimeoutMs?: number;
  logger?: Logger;
  /** Whether `GET /healthz` answers ready (200) or not (503). Default: always ready. */
  ready?: () => boolean;
}

export interface HttpServerHandle {
  /** The endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
  readonly url: string;
  readonly host: string;
  /** The port listened on (the real one when 0 was asked). */
  readonly port: number;
  /** Open sessions (stateful mode). */
  readonly sessionCount: number;
  /** Refuses new requests, closes every session, then the server and its connections. */
  close(): Promise<void>;
}

const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;

/**
 * Serves an `MciMcpServer` over Streamable HTTP on node:http: stateful sessions (`Mcp-Session-Id`, one SDK
 * server per session) or stateless; Host/Origin checks against DNS rebinding and an optional bearer token
 * on every request; `GET /healthz` answers `{"status":"ready"}` (200) or, while `ready()` is false, 503
 * (Host-checked, no token needed, no tool names).
 */
export async function serveHttp(
  mci: MciMcpServer,
  settings: HttpServeSettings = {},
): Promise<HttpServerHandle> {
  const host = settings.host ?? '127.0.0.1';
  const endpoint = settings.path ?? '/mcp';
  const logger = settings.logger ?? silentLogger;
  checkBind(host, settings);
  // Loaded here, not at import: the `mci` commands that do not serve never pay for it.
  const { StreamableHTTPServerTransport } = await import(
    '@modelcontextprotocol/sdk/server/streamableHttp.js'
  );
  const sessions = new HttpSessions(mci, StreamableHTTPServerTransport, logger);
  let closing = false;
  let guard: ReturnType<typeof createHttpRequestGuard> | undefined;
  const handle = createHttpRequestHandler({
    endpoint,
    logger,
    guard: (request, health) => guard?.(request.headers, { skipToken: health }),
    ready: () => settings.ready?.() ?? true,
    closing: () => closing,
    serve: (request, response) =>
      settings.stateless === true
        ? serveStateless(mci, StreamableHTTPServerTransport, request, response)
        : sessions.handle(request, response),
  });
  const httpServer = createNodeServer(handle, logger);
  const port = await listenHttp(httpServer, host, settings.port ?? 3000);
  guard = createHttpRequestGuard({
    port,
    bindHost: host,
    ...(settings.allowedHosts !== undefined && { allowedHosts: settings.allowedHosts }),
    ...(settings.authToken !== undefined && { authToken: settings.authToken }),
  });
  const sweeper = settings.stateless === true ? undefined : startSweeper(sessions, settings);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${endpoint}`,
    host,
    port,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      closing = true;
      clearInterval(sweeper);
      await stopHttpServer(httpServer, sessions);
    },
  };
}

/** A node:http server running `handle` for every request; a failure is logged and answered with 500. */
function createNodeServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  logger: Logger,
): NodeHttpServer {
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      logger.error(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) replyHttpError(response, 500, 'Internal server error', {}, -32603);
      else response.end();
    });
  });
}

/** A non-loopback address needs a token unless the caller says otherwise. */
function checkBind(host: string, settings: HttpServeSettings): void {
  if (isLoopbackHost(host) || settings.authToken !== undefined) return;
  if (settings.allowUnauthenticatedRemote !== true) throw new InsecureBindError({ host });
}

/** Closes idle sessions now and then; undefined when sessions never time out. */
function startSweeper(sessions: HttpSessions, settings: HttpServeSettings): NodeJS.Timeout | undefined {
  const idleTimeoutMs = settings.sessionIdleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS;
  if (idleTimeoutMs <= 0) return undefined;
  const everyMs = Math.min(Math.max(idleTimeoutMs / 4, 10), 60_000);
  return setInterval(() => sessions.sweep(idleTimeoutMs), everyMs).unref();
}

/** Refuses new connections, closes every session, then the server and its connections. */
async function stopHttpServer(httpServer: NodeHttpServer, sessions: HttpSessions): Promise<void> {
  const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  await sessions.closeAll();
  httpServer.closeAllConnections();
  await stopped;
}
