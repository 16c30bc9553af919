import {
  createServer,
  type IncomingMessage,
  type Server as NodeHttpServer,
  type ServerResponse,
} from 'node:http';
import { type Logger, silentLogger } from '@mci/schema';
import { ConflictingAuthError } from '../auth/conflicting-auth-error.js';
import {
  createHttpAuthLayer,
  type HttpAuthLayer,
  type HttpAuthLayerSettings,
  type HttpOAuthSettings,
} from '../auth/create-http-auth-layer.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { AuditLog } from '../calls/open-audit-log.js';
import type { MciMcpServer } from '../create-mci-mcp-server.js';
import { createHttpAdmission } from './admit-http-request.js';
import { clientAddressResolver, type TrustProxy } from './client-address.js';
import { createHttpRequestHandler, type HttpRequestPipeline } from './create-http-request-handler.js';
import { createHttpRequestGuard, type HttpRequestGuardSettings } from './http-request-guard.js';
import { HttpSessions } from './http-sessions.js';
import { type HttpTimeouts, httpTimeoutOptions } from './http-timeouts.js';
import { InsecureBindError } from './insecure-bind-error.js';
import { isLoopbackHost } from './is-loopback-host.js';
import { listenHttp } from './listen-http.js';
import { replyHttpError } from './reply-http-error.js';
import { type ProtocolEraRouter, routeProtocolEras } from './route-protocol-eras.js';
import { defaultSessionLimits, type SessionLimits } from './session-registry.js';

export interface HttpServeSettings extends Partial<HttpTimeouts> {
  /** Address to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port to listen on; 0 picks a free one. Default 3000. */
  port?: number;
  /** The one MCP endpoint. Default `/mcp`. */
  path?: string;
  /**
   * No sessions for 2025-era clients either: every POST is answered on its own (no server-to-client
   * notifications). 2026-07-28 requests never have sessions. Default false.
   */
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
  /**
   * The reverse proxies whose `X-Forwarded-For` (or `Forwarded`) is believed, so that clients behind them
   * are told apart for the per-client session cap and rate limits: a number of hops, or the proxies'
   * addresses and CIDR ranges (`loopback`, `linklocal`, `uniquelocal` name common ones), as Express's
   * `trust proxy`. Default: none, a client is its socket's address.
   */
  trustProxy?: TrustProxy;
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

/**
 * Serves an `MciMcpServer` over Streamable HTTP on node:http, in both protocol eras on one endpoint:
 * 2026-07-28 requests without handshake or session, 2025-era clients in stateful sessions
 * (`Mcp-Session-Id`, one SDK server per session) or stateless; Host/Origin checks against DNS rebinding and an optional bearer token,
 * OAuth access tokens or API keys on every request; `GET /healthz` answers `{"status":"ready"}` (200) or, while `ready()` is false, 503
 * (Host-checked, no token needed, no tool names).
 */
export async function serveHttp(
  mci: MciMcpServer,
  settings: HttpServeSettings = {},
): Promise<HttpServerHandle> {
  const host = settings.host ?? '127.0.0.1';
  const endpoint = settings.path ?? '/mcp';
  const logger = settings.logger ?? silentLogger;
  const tokenAuth = checkBind(host, settings);
  // Loaded here, not at import: the `mci` commands that do not serve never pay for it.
  const sdk = await import('@modelcontextprotocol/server');
  const limits = sessionLimits(settings);
  const checksToken = settings.authToken !== undefined;
  const clientAddressOf = clientAddressResolver(settings.trustProxy);
  const sessions = new HttpSessions(mci, sdk.WebStandardStreamableHTTPServerTransport, logger, {
    limits,
    checksToken,
    clientAddressOf,
  });
  const stateless = settings.stateless === true;
  const eras = routeProtocolEras(mci, sdk, sessions, {
    stateless,
    perCaller: tokenAuth,
    logger,
    clientAddressOf,
  });
  // Set once the server listens: the guard needs the port, the auth layer the URL. Requests that come
  // in between wait for them (at most `answeringWithinMs`).
  const late: LateParts = { closing: false, guard: undefined, auth: undefined };
  const answering = promiseWithResolvers();
  const handle = createHttpRequestHandler(
    pipelineOf(settings, late, {
      endpoint,
      logger,
      admission: createHttpAdmission(tokenAuth, () => late.auth, endpoint, logger),
      serve: eras.serve,
      whenAnswering: () => withinBound(answering.promise),
    }),
  );
  const httpServer = createNodeServer(handle, logger, settings);
  const port = await listenHttp(httpServer, host, settings.port ?? 3000);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${endpoint}`;
  if (tokenAuth)
    late.auth = await createHttpAuthLayer(mci, authLayerSettings(settings, { url, endpoint, logger }));
  late.guard = createHttpRequestGuard(guardSettings(settings, { host, port }));
  answering.resolve();
  const sweeper = settings.stateless === true ? undefined : startSweeper(sessions, limits.idleTimeoutMs);
  return serverHandle({ url, host, port }, { httpServer, sessions, eras, late, sweeper });
}

/** The steps of every request; the guard and `closing` read `late`, set once the server listens. */
function pipelineOf(
  settings: HttpServeSettings,
  late: LateParts,
  parts: Pick<HttpRequestPipeline, 'endpoint' | 'logger' | 'admission' | 'serve' | 'whenAnswering'>,
): HttpRequestPipeline {
  return {
    ...parts,
    guard: (request, health) => late.guard?.(request.headers, { skipToken: health }),
    ready: () => settings.ready?.() ?? true,
    closing: () => late.closing,
  };
}

function serverHandle(
  address: { url: string; host: string; port: number },
  parts: {
    httpServer: NodeHttpServer;
    sessions: HttpSessions;
    eras: ProtocolEraRouter;
    late: LateParts;
    sweeper: NodeJS.Timeout | undefined;
  },
): HttpServerHandle {
  const { httpServer, sessions, eras, late, sweeper } = parts;
  return {
    ...address,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      late.closing = true;
      clearInterval(sweeper);
      await eras.close();
      await stopHttpServer(httpServer, sessions);
    },
  };
}

/** How long a request that came before the server could answer waits for it. */
const answeringWithinMs = 30_000;

function promiseWithResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** `promise`, or a settled one after `answeringWithinMs`. */
function withinBound(promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((settle) => {
    timer = setTimeout(settle, answeringWithinMs).unref();
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/** What the request handler reads after the server listens. */
interface LateParts {
  closing: boolean;
  guard: ReturnType<typeof createHttpRequestGuard> | undefined;
  auth: HttpAuthLayer | undefined;
}

function guardSettings(
  settings: HttpServeSettings,
  listening: { host: string; port: number },
): HttpRequestGuardSettings {
  return {
    port: listening.port,
    bindHost: listening.host,
    ...(settings.allowedHosts !== undefined && { allowedHosts: settings.allowedHosts }),
    ...(settings.authToken !== undefined && { authToken: settings.authToken }),
  };
}

function authLayerSettings(
  settings: HttpServeSettings,
  served: { url: string; endpoint: string; logger: Logger },
): HttpAuthLayerSettings {
  return {
    resource: settings.publicUrl ?? served.url,
    endpointPath: served.endpoint,
    ...(settings.oauth !== undefined && { oauth: settings.oauth }),
    ...(settings.tokenVerifiers !== undefined && { tokenVerifiers: settings.tokenVerifiers }),
    ...(settings.auditLog !== undefined && { auditLog: settings.auditLog }),
    logger: served.logger,
  };
}

/** A node:http server running `handle` for every request; a failure is logged and answered with 500. */
function createNodeServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  logger: Logger,
  timeouts: Partial<HttpTimeouts>,
): NodeHttpServer {
  return createServer(httpTimeoutOptions(timeouts), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      logger.error(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent)
        replyHttpError(response, { status: 500, message: 'Internal server error', code: -32603 });
      else response.end();
    });
  });
}

/**
 * A non-loopback address needs authentication unless the caller says otherwise; `authToken` does not mix
 * with OAuth or API keys. Returns whether tokens are checked by verifiers (OAuth, API keys).
 */
function checkBind(host: string, settings: HttpServeSettings): boolean {
  const tokenAuth = settings.oauth !== undefined || (settings.tokenVerifiers?.length ?? 0) > 0;
  if (tokenAuth && settings.authToken !== undefined) throw new ConflictingAuthError();
  const authenticated = settings.authToken !== undefined || tokenAuth;
  if (!isLoopbackHost(host) && !authenticated && settings.allowUnauthenticatedRemote !== true) {
    throw new InsecureBindError({ host });
  }
  return tokenAuth;
}

function sessionLimits(settings: HttpServeSettings): SessionLimits {
  return {
    maxSessions: settings.maxSessions ?? defaultSessionLimits.maxSessions,
    maxSessionsPerClient: settings.maxSessionsPerClient ?? defaultSessionLimits.maxSessionsPerClient,
    idleTimeoutMs: settings.sessionIdleTimeoutMs ?? defaultSessionLimits.idleTimeoutMs,
  };
}

/** Closes idle sessions now and then; undefined when sessions never time out. */
function startSweeper(sessions: HttpSessions, idleTimeoutMs: number): NodeJS.Timeout | undefined {
  if (idleTimeoutMs <= 0) return undefined;
  const everyMs = Math.min(Math.max(idleTimeoutMs / 4, 10), 60_000);
  return setInterval(() => sessions.sweep(), everyMs).unref();
}

/** Refuses new connections, closes every session, then the server and its connections. */
async function stopHttpServer(httpServer: NodeHttpServer, sessions: HttpSessions): Promise<void> {
  const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  await sessions.closeAll();
  httpServer.closeAllConnections();
  await stopped;
}
