import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One request the server received, with its body read in full. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query as sent, e.g. `/search?q=a&q=b`. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header names in lower case; repeated headers as Node joins them. */
  readonly headers: IncomingHttpHeaders;
  /** Header names and values as sent, alternating: `['Host', '127.0.0.1:1234', ...]`. */
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
  /** The body decoded as UTF-8. */
  readonly text: string;
  /** `performance.now()` when the request's headers arrived. */
  readonly receivedAt: number;
  /** 1 for the first TCP connection the server accepted, 2 for the next, ... */
  readonly connectionId: number;
}

/** Answers one request. The body is already read; write the answer with `response`. */
export type RouteHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestHttpServerOptions {
  /** Keys are `"METHOD /path"` or `"/path"` (any method); the path is matched exactly, without the query. */
  routes?: Readonly<Record<string, RouteHandler>>;
}

export interface TestHttpServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  readonly port: number;
  /** Every request received, in order of arrival. */
  readonly requests: readonly RecordedRequest[];
  /** Number of TCP connections accepted so far. */
  readonly connectionCount: number;
  /** Adds or replaces a route (same keys as `routes`). */
  route(key: string, handler: RouteHandler): void;
  /** Requests received on one path (query ignored). */
  requestsTo(path: string): RecordedRequest[];
  /** Closes every connection and stops the server. */
  close(): Promise<void>;
}

/**
 * Starts a real `node:http` server on 127.0.0.1 with a free port. Unknown routes answer 404; a handler that
 * throws answers 500 with the error message.
 */
export async function startHttpServer(options: TestHttpServerOptions = {}): Promise<TestHttpServer> {
  const routes = new Map<string, RouteHandler>(Object.entries(options.routes ?? {}));
  const requests: RecordedRequest[] = [];
  const connectionIds = new WeakMap<Socket, number>();
  let connectionCount = 0;

  const server = createServer((incoming, response) => {
    const receivedAt = performance.now();
    void readBody(incoming).then(async (body) => {
      const recorded = record(incoming, body, receivedAt, connectionIds.get(incoming.socket) ?? 0);
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`) ?? routes.get(recorded.path);
      if (!handler) {
        sendJson(response, 404, { error: `no route for ${recorded.method} ${recorded.path}` });
        return;
      }
      try {
        await handler(recorded, response);
      } catch (error) {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
        else response.destroy();
      }
    });
  });
  server.on('connection', (socket: Socket) => {
    connectionCount += 1;
    connectionIds.set(socket, connectionCount);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    get connectionCount() {
      return connectionCount;
    },
    route(key, handler) {
      routes.set(key, handler);
    },
    requestsTo: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Writes `value` as a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

/** A handler that answers with what it received: method, path, query entries, headers and body text. */
export const echoHandler: RouteHandler = (request, response) => {
  sendJson(response, 200, {
    method: request.method,
    path: request.path,
    query: [...request.query.entries()],
    headers: request.headers,
    body: request.text,
  });
};

/** Resolves when the client side of `response` goes away (use it to answer never, until the client gives up). */
export function waitForClientToLeave(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (response.destroyed || response.writableFinished) resolve();
    else response.once('close', () => resolve());
  });
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', () => resolve(Buffer.concat(chunks)));
    incoming.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

function record(
  incoming: IncomingMessage,
  body: Buffer,
  receivedAt: number,
  connectionId: number,
): RecordedRequest {
  const url = incoming.url ?? '/';
  const parsed = new URL(url, 'http://127.0.0.1');
  return {
    method: incoming.method ?? 'GET',
    url,
    path: parsed.pathname,
    query: parsed.searchParams,
    headers: incoming.headers,
    rawHeaders: incoming.rawHeaders,
    body,
    text: body.toString('utf8'),
    receivedAt,
    connectionId,
  };
}
