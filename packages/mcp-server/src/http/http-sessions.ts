import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
import type {
  AuthInfo,
  Server,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { identityOf } from '../auth/identity-of.js';
import { GuardedTransport } from '../calls/guard-requests.js';
import type { MciMcpServer } from '../create-mci-mcp-server.js';
import { checkJsonRpcBody, requestIds } from './check-json-rpc-body.js';
import type { ClientAddressOf } from './client-address.js';
import { replyHttpError } from './reply-http-error.js';
import { sessionOwner } from './session-owner.js';
import { type SessionLimits, SessionRegistry, type SessionReservation } from './session-registry.js';
import { clientGoneSignal, sendWebResponse, toWebRequest } from './web-exchange.js';

type TransportClass = typeof WebStandardStreamableHTTPServerTransport;

/** A request as the MCP transport reads it: `auth` carries the caller identity, never the token. */
export type AuthedRequest = IncomingMessage & { auth?: AuthInfo };

interface Session {
  readonly transport: WebStandardStreamableHTTPServerTransport;
  readonly server: Server;
  readonly guard: GuardedTransport;
  /** The identity that opened the session: only it may use the session. */
  readonly identityKey: string | undefined;
}

export interface HttpSessionsSettings {
  readonly limits: SessionLimits;
  /** Whether the server checks a bearer token (then the token, not the address, owns a session). */
  readonly checksToken: boolean;
  /** The address a request is keyed by when it has no identity or token. */
  readonly clientAddressOf: ClientAddressOf;
}

/** Seconds a client refused for want of a session place is asked to wait. */
const SESSION_RETRY_AFTER_S = '10';

/**
 * The stateful sessions of 2025-era clients over HTTP (`Mcp-Session-Id`, one SDK server each): an initialize
 * request opens one, later requests go to theirs, an unknown id (or one opened by another caller) gets
 * 404. Sessions are capped in total and per client (503 with `Retry-After` past a cap) and closed by
 * `sweep` when idle. A client that goes away before its answers has its calls cancelled.
 */
export class HttpSessions {
  readonly #sessions: SessionRegistry<Session>;
  readonly #mci: MciMcpServer;
  readonly #Transport: TransportClass;
  readonly #logger: Logger;
  readonly #checksToken: boolean;
  readonly #clientAddressOf: ClientAddressOf;
  // Refusals are logged at most once a minute: a flood must not flood the log too.
  #refused = 0;
  #lastRefusalLog = 0;

  constructor(mci: MciMcpServer, Transport: TransportClass, logger: Logger, settings: HttpSessionsSettings) {
    this.#mci = mci;
    this.#Transport = Transport;
    this.#logger = logger;
    this.#sessions = new SessionRegistry(settings.limits);
    this.#checksToken = settings.checksToken;
    this.#clientAddressOf = settings.clientAddressOf;
  }

  get size(): number {
    return this.#sessions.size;
  }

  async handle(request: AuthedRequest, response: ServerResponse, body: unknown): Promise<void> {
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId !== 'string') {
      if (request.method !== 'POST')
        return replyHttpError(response, { status: 400, message: 'Mcp-Session-Id header is required' });
      return this.#reserveAndOpen(request, response, body);
    }
    const entry = this.#sessions.get(sessionId);
    if (entry === undefined)
      return replyHttpError(response, { status: 404, message: 'Session not found', code: -32001 });
    if (entry.value.identityKey !== identityOf(request.auth)?.key) {
      // Not revealed to exist: to this caller, the session is not found.
      const caller = identityOf(request.auth)?.key ?? 'an anonymous caller';
      this.#logger.warn(`refused the session of another caller to ${caller}`);
      return replyHttpError(response, { status: 404, message: 'Session not found', code: -32001 });
    }
    const { guard, transport } = entry.value;
    const problem = body === undefined ? undefined : checkJsonRpcBody(body, (id) => guard.isInFlight(id));
    if (problem !== undefined)
      return replyHttpError(response, {
        status: 400,
        message: problem.message,
        code: -32600,
        id: problem.id,
      });
    entry.inFlight++;
    entry.lastActive = Date.now();
    const ids = body === undefined ? [] : requestIds(body);
    response.once('close', () => {
      entry.inFlight--;
      entry.lastActive = Date.now();
      // The client is gone before its answers: nobody is waiting for these calls any more.
      if (!response.writableFinished) for (const id of ids) guard.cancel(id, 'the client disconnected');
    });
    return exchange(transport, request, response, body, this.#clientAddressOf(request));
  }

  /** Closes the sessions without a request in progress for the idle timeout. */
  sweep(): void {
    for (const [sessionId, session] of this.#sessions.takeIdle()) {
      this.#logger.debug(`session ${sessionId} closed after a time without requests`);
      void session.server.close();
    }
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled(this.#sessions.clear().map((session) => session.server.close()));
  }

  async #reserveAndOpen(request: AuthedRequest, response: ServerResponse, body: unknown): Promise<void> {
    const owner =
      identityOf(request.auth)?.key ?? sessionOwner(request, this.#checksToken, this.#clientAddressOf);
    const reserved = this.#sessions.reserve(owner);
    if (!reserved.ok) {
      this.#refused++;
      if (Date.now() - this.#lastRefusalLog >= 60_000) {
        this.#lastRefusalLog = Date.now();
        this.#logger.warn(`refused new sessions (${this.#refused} so far): ${reserved.reason}`);
      }
      const message = `Too many sessions: ${reserved.reason}; close unused sessions or retry later`;
      return replyHttpError(response, {
        status: 503,
        message,
        headers: { 'Retry-After': SESSION_RETRY_AFTER_S },
      });
    }
    try {
      await this.#open(request, response, body, reserved.reservation);
    } finally {
      reserved.reservation.release();
    }
  }

  async #open(
    request: AuthedRequest,
    response: ServerResponse,
    body: unknown,
    reservation: SessionReservation<Session>,
  ): Promise<void> {
    const server = this.#mci.createServer({ era: 'legacy' });
    let guard: GuardedTransport | undefined;
    const transport: WebStandardStreamableHTTPServerTransport = new this.#Transport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) => {
        const identityKey = identityOf(request.auth)?.key;
        if (guard !== undefined) reservation.open(sessionId, { transport, server, guard, identityKey });
        this.#logger.debug(`session ${sessionId} opened`);
      },
    });
    guard = new GuardedTransport(transport);
    guard.onclose = () => {
      const sessionId = transport.sessionId;
      if (sessionId !== undefined && this.#sessions.delete(sessionId))
        this.#logger.debug(`session ${sessionId} closed`);
    };
    await server.connect(guard);
    await exchange(transport, request, response, body, this.#clientAddressOf(request));
    // Anything but an initialize request leaves no session behind.
    if (transport.sessionId === undefined) await server.close();
  }
}

/** One HTTP exchange of a session's transport, from the node:http request to its response. */
async function exchange(
  transport: WebStandardStreamableHTTPServerTransport,
  request: AuthedRequest,
  response: ServerResponse,
  body: unknown,
  clientAddress: string,
): Promise<void> {
  const web = toWebRequest(request, body, clientGoneSignal(response), clientAddress);
  const answer = await transport.handleRequest(web, {
    ...(body !== undefined && { parsedBody: body }),
    ...(request.auth !== undefined && { authInfo: request.auth }),
  });
  await sendWebResponse(response, answer);
}
