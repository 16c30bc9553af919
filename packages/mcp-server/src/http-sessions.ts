import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/runtime';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { replyHttpError } from './reply-http-error.js';

type TransportClass = typeof StreamableHTTPServerTransport;

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** Requests of this session still being answered (an open GET stream stays one until it ends). */
  inFlight: number;
  /** `Date.now()` when the last request of the session began or ended. */
  lastActive: number;
}

/**
 * The stateful sessions of the HTTP transport (`Mcp-Session-Id`, one SDK server each): an initialize
 * request opens one, later requests go to theirs, an unknown id gets 404. A session idle for
 * `idleTimeoutMs` (no request in progress) is closed by `sweep`. A limit on sessions belongs in `#open`.
 */
export class HttpSessions {
  readonly #sessions = new Map<string, Session>();
  readonly #mci: MciMcpServer;
  readonly #Transport: TransportClass;
  readonly #logger: Logger;

  constructor(mci: MciMcpServer, Transport: TransportClass, logger: Logger) {
    this.#mci = mci;
    this.#Transport = Transport;
    this.#logger = logger;
  }

  get size(): number {
    return this.#sessions.size;
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId !== 'string') {
      if (request.method !== 'POST')
        return replyHttpError(response, 400, 'Mcp-Session-Id header is required');
      return this.#open(request, response);
    }
    const session = this.#sessions.get(sessionId);
    if (session === undefined) return replyHttpError(response, 404, 'Session not found', {}, -32001);
    session.inFlight++;
    session.lastActive = Date.now();
    response.once('close', () => {
      session.inFlight--;
      session.lastActive = Date.now();
    });
    return session.transport.handleRequest(request, response);
  }

  /** Closes the sessions without a request in progress for `idleTimeoutMs`. */
  sweep(idleTimeoutMs: number): void {
    const now = Date.now();
    for (const [sessionId, session] of this.#sessions) {
      if (session.inFlight > 0 || now - session.lastActive < idleTimeoutMs) continue;
      this.#sessions.delete(sessionId);
      this.#logger.debug(`session ${sessionId} closed after ${idleTimeoutMs} ms without requests`);
      void session.server.close();
    }
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.#sessions.values()].map((session) => session.server.close()));
    this.#sessions.clear();
  }

  async #open(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const server = this.#mci.createServer();
    const transport: StreamableHTTPServerTransport = new this.#Transport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (sessionId) => {
        this.#sessions.set(sessionId, { transport, server, inFlight: 0, lastActive: Date.now() });
        this.#logger.debug(`session ${sessionId} opened`);
      },
    });
    transport.onclose = () => {
      const sessionId = transport.sessionId;
      if (sessionId !== undefined && this.#sessions.delete(sessionId))
        this.#logger.debug(`session ${sessionId} closed`);
    };
    await server.connect(transport);
    await transport.handleRequest(request, response);
    // Anything but an initialize request leaves no session behind.
    if (transport.sessionId === undefined) await server.close();
  }
}
