import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Logger, silentLogger } from '@mci/runtime';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { checkJsonRpcBody, requestIds } from './check-json-rpc-body.js';
import { createHttpAuthLayer, type HttpAuthLayer, type HttpOAuthSettings } from './create-http-auth-layer.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { guardRequests, type RequestGuard } from './guard-requests.js';
import { HttpListenError } from './http-listen-error.js';
import { createHttpRequestGuard } from './http-request-guard.js';
import { type HttpTimeouts, httpTimeoutOptions } from './http-timeouts.js';
import { identityOf } from './identity-of.js';
import { InsecureBindError } from './insecure-bind-error.js';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';
import { isLoopbackHost } from './is-loopback-host.js';
import type { AuditLog } from './open-audit-log.js';
import { type JsonBody, readJsonBody } from './read-json-body.js';
import { defaultSessionLimits, SessionRegistry, type SessionReservation } from './session-registry.js';
import type { TokenVerifier } from './token-verifier.js';

export interface HttpServeSettings extends Partial<HttpTimeouts> {
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
  /**
   * The MCP endpoint as clients reach it, e.g. `https://tools.example.com/mcp` behind a proxy: the OAuth
   * protected resource and the default token audience. Default: the URL listened on.
   */
  publicUrl?: string;
  /** Accept JWT access tokens of these issuers, with per-tool `requiredScopes` (see `createJwtVerifier`). */
  oauth?: HttpOAuthSettings;
  /**
   * Token verifiers asked after the OAuth one (API keys, introspection of opaque tokens). With `oauth` or
   * these, every request to the endpoint needs a token they accept; `authToken` cannot be combined.
   */
  tokenVerifiers?: readonly TokenVerifier[];
  /** Calls refused for lacking scopes are recorded here too. */
  auditLog?: AuditLog;
  /** Allow a non-loopback `host` without authentication. Default false: that is refused. */
  allowUnauthenticatedRemote?: boolean;
  /**
   * A stateful session with no request in progress (an open notification stream counts as one) for this
   * long is closed; its client gets 404 and starts a new one. 0 keeps sessions until shutdown. Default
   * 10 minutes.
   */
  sessionIdleTimeoutMs?: number;
  /** Open stateful sessions at most; a new one past it is refused with 503 and `Retry-After`. Default 1000. */
  maxSessions?: number;
  /** Open sessions at most for one client (its token when `authToken` is set, else its address). Default 100. */
  maxSessionsPerClient?: number;
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

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  readonly guard: RequestGuard;
  /** The identity that opened the session: only it may use the session. */
  readonly identityKey: string | undefined;
}

/** A request as the MCP transport reads it: `auth` carries the caller identity, never the token. */
type AuthedRequest = IncomingMessage & { auth?: AuthInfo };

/** Seconds a client refused for want of a session place is asked to wait. */
const SESSION_RETRY_AFTER_S = '10';

/**
 * Serves an `MciMcpServer` over Streamable HTTP on node:http: stateful sessions (`Mcp-Session-Id`, one SDK
 * server per session) or stateless; Host/Origin checks against DNS rebinding and an optional bearer token
 * on every request; `GET /healthz` answers `{"status":"ready"}` (200) or, while `ready()` is false, 503
 (Host-checked, no token needed, no tool names).
 */
export async function serveHttp(
  mci: MciMcpServer,
  settings: HttpServeSettings = {},
): Promise<HttpServerHandle> {
  const host = settings.host ?? '127.0.0.1';
  const endpoint = settings.path ?? '/mcp';
  const logger = settings.logger ?? silentLogger;
  const tokenAuth = settings.oauth !== undefined || (settings.tokenVerifiers?.length ?? 0) > 0;
  if (tokenAuth && settings.authToken !== undefined) {
    throw new InvalidServeOptionError({
      option: 'authToken',
      reason: 'cannot be combined with OAuth or API keys; give that client an API key instead',
    });
  }
  if (
    !isLoopbackHost(host) &&
    settings.authToken === undefined &&
    !tokenAuth &&
    settings.allowUnauthenticatedRemote !== true
  ) {
    throw new InsecureBindError({ host });
  }
  // Loaded here, not at import: the `mci` commands that do not serve never pay for it.
  const { StreamableHTTPServerTransport } = await import(
    '@modelcontextprotocol/sdk/server/streamableHttp.js'
  );
  const idleTimeoutMs = settings.sessionIdleTimeoutMs ?? defaultSessionLimits.idleTimeoutMs;
  const sessions = new SessionRegistry<Session>({
    maxSessions: settings.maxSessions ?? defaultSessionLimits.maxSessions,
    maxSessionsPerClient: settings.maxSessionsPerClient ?? defaultSessionLimits.maxSessionsPerClient,
    idleTimeoutMs,
  });
  let closing = false;
  // Refusals are logged at most once a minute: a flood must not flood the log too.
  let refusedSessions = 0;
  let lastRefusalLog = 0;
  let guard: ReturnType<typeof createHttpRequestGuard> | undefined;
  let auth: HttpAuthLayer | undefined;

  const startSession = async (
    request: AuthedRequest,
    response: ServerResponse,
    body: unknown,
    reservation: SessionReservation<Session>,
  ) => {
    const server = mci.createServer();
    let guard: RequestGuard | undefined;
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) => {
        const identityKey = identityOf(request.auth)?.key;
        if (guard !== undefined) reservation.open(sessionId, { transport, server, guard, identityKey });
        logger.debug(`session ${sessionId} opened`);
      },
    });
    transport.onclose = () => {
      const sessionId = transport.sessionId;
      if (sessionId !== undefined && sessions.delete(sessionId)) logger.debug(`session ${sessionId} closed`);
    };
    await server.connect(transport);
    guard = guardRequests(transport);
    await transport.handleRequest(request, response, body);
    // Anything but an initialize request leaves no session behind.
    if (transport.sessionId === undefined) await server.close();
  };

  const serveStateless = async (request: AuthedRequest, response: ServerResponse, body: unknown) => {
    if (request.method !== 'POST') {
      return reject(response, 405, 'Only POST is supported by this stateless server', { Allow: 'POST' });
    }
    const server = mci.createServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void server.close();
    });
    await server.connect(transport);
    guardRequests(transport);
    await transport.handleRequest(request, response, body);
  };

  const serveStateful = async (request: AuthedRequest, response: ServerResponse, body: unknown) => {
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const entry = sessions.get(sessionId);
      if (entry === undefined) return reject(response, 404, 'Session not found', {}, -32001);
      if (entry.value.identityKey !== identityOf(request.auth)?.key) {
        // Not revealed to exist: to this caller, the session is not found.
        logger.warn(
          `refused the session of another caller to ${identityOf(request.auth)?.key ?? 'an anonymous caller'}`,
        );
        return reject(response, 404, 'Session not found', {}, -32001);
      }
      const { guard, transport } = entry.value;
      const problem = body === undefined ? undefined : checkJsonRpcBody(body, guard.isInFlight);
      if (problem !== undefined) return reject(response, 400, problem.message, {}, -32600, problem.id);
      entry.inFlight++;
      entry.lastActive = Date.now();
      const ids = body === undefined ? [] : requestIds(body);
      response.once('close', () => {
        entry.inFlight--;
        entry.lastActive = Date.now();
        // The client is gone before its answers: nobody is waiting for these calls any more.
        if (!response.writableFinished) for (const id of ids) guard.cancel(id, 'the client disconnected');
      });
      return transport.handleRequest(request, response, body);
    }
    if (request.method !== 'POST') return reject(response, 400, 'Mcp-Session-Id header is required');
    const reserved = sessions.reserve(
      identityOf(request.auth)?.key ?? sessionOwner(request, settings.authToken !== undefined),
    );
    if (!reserved.ok) {
      refusedSessions++;
      if (Date.now() - lastRefusalLog >= 60_000) {
        lastRefusalLog = Date.now();
        logger.warn(`refused new sessions (${refusedSessions} so far): ${reserved.reason}`);
      }
      const message = `Too many sessions: ${reserved.reason}; close unused sessions or retry later`;
      return reject(response, 503, message, { 'Retry-After': SESSION_RETRY_AFTER_S });
    }
    try {
      await startSession(request, response, body, reserved.reservation);
    } finally {
      reserved.reservation.release();
    }
  };

  const handle = async (request: AuthedRequest, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const health = pathname === '/healthz' && request.method === 'GET';
    const verdict = guard?.(request.headers, { skipToken: health });
    if (verdict === undefined || !verdict.allowed) {
      const status = verdict?.status ?? 403;
      const message = verdict?.message ?? 'Not ready';
      logger.warn(`rejected ${request.method} ${(request.url ?? '').slice(0, 200)}: ${message}`);
      return reject(response, status, message, verdict?.headers);
    }
    if (health) {
      const ready = settings.ready?.() ?? true;
      response
        .writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(`${JSON.stringify({ status: ready ? 'ready' : 'not ready: the last reload failed' })}\n`);
      return;
    }
    // Until the auth layer is ready (just after listening), nothing passes without it.
    if (tokenAuth && auth === undefined) return reject(response, 503, 'Not ready');
    if (auth?.serveMetadata(pathname, response) === true) return;
    if (pathname !== endpoint) return reject(response, 404, `Not found: the MCP endpoint is ${endpoint}`);
    if (closing) return reject(response, 503, 'The server is shutting down');
    const admitted = auth === undefined ? undefined : await auth.admit(request);
    if (admitted !== undefined && 'refusal' in admitted) {
      const { status, message, headers, code } = admitted.refusal;
      logger.info(`refused ${request.method} ${endpoint}: ${message}`);
      return reject(response, status, message, headers, code);
    }
    const read = await requestBody(request, admitted);
    if (!read.ok) return reject(response, read.status, read.message, {}, read.code);
    if (Array.isArray(read.value) && read.value.length === 0) {
      return reject(response, 400, 'Invalid Request: an empty batch; send at least one message', {}, -32600);
    }
    await (settings.stateless === true
      ? serveStateless(request, response, read.value)
      : serveStateful(request, response, read.value));
  };

  const httpServer = createServer(httpTimeoutOptions(settings), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      logger.error(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) reject(response, 500, 'Internal server error', {}, -32603);
      else response.end();
    });
  });

  const port = await listen(httpServer, host, settings.port ?? 3000);
  guard = createHttpRequestGuard({
    port,
    bindHost: host,
    ...(settings.allowedHosts !== undefined && { allowedHosts: settings.allowedHosts }),
    ...(settings.authToken !== undefined && { authToken: settings.authToken }),
  });
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}${endpoint}`;
  if (tokenAuth) {
    auth = await createHttpAuthLayer(mci, {
      resource: settings.publicUrl ?? url,
      endpointPath: endpoint,
      ...(settings.oauth !== undefined && { oauth: settings.oauth }),
      ...(settings.tokenVerifiers !== undefined && { tokenVerifiers: settings.tokenVerifiers }),
      ...(settings.auditLog !== undefined && { auditLog: settings.auditLog }),
      logger,
    });
  }
  const sweeper =
    idleTimeoutMs > 0 && settings.stateless !== true
      ? setInterval(
          () => {
            for (const [sessionId, session] of sessions.takeIdle()) {
              logger.debug(`session ${sessionId} closed after ${idleTimeoutMs} ms without requests`);
              void session.server.close();
            }
          },
          Math.min(Math.max(idleTimeoutMs / 4, 10), 60_000),
        ).unref()
      : undefined;

  return {
    url,
    host,
    port,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      closing = true;
      clearInterval(sweeper);
      const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await Promise.allSettled(sessions.clear().map((session) => session.server.close()));
      httpServer.closeAllConnections();
      await stopped;
    },
  };
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? 'the port is already in use'
          : error.code === 'EADDRNOTAVAIL'
            ? 'the address is not available on this machine'
            : error.code === 'EACCES'
              ? 'permission denied'
              : error.message;
      reject(new HttpListenError({ host, port, reason }, { cause: error }));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** The request's JSON body: read by the auth layer when there is one, here otherwise. */
async function requestBody(
  request: IncomingMessage,
  admitted: { parsedBody: unknown } | undefined,
): Promise<JsonBody> {
  if (admitted !== undefined) return { ok: true, value: admitted.parsedBody };
  if (request.method !== 'POST') return { ok: true, value: undefined };
  return readJsonBody(request);
}

function reject(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
  code = -32000,
  id: string | number | null = null,
): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
}

/**
 * Whose session a request would open, for the per-client cap: its credentials where the server checks
 * them, else its address (an unchecked header would let a client pick a new identity each time).
 */
function sessionOwner(request: IncomingMessage, checksToken: boolean): string {
  const authorization = request.headers.authorization;
  if (checksToken && typeof authorization === 'string' && authorization !== '') {
    return `token:${createHash('sha256').update(authorization).digest('hex')}`;
  }
  return `address:${request.socket.remoteAddress ?? 'unknown'}`;
}
