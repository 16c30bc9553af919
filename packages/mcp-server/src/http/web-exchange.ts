import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The client address of each web request made by `toWebRequest` (a web `Request` has no socket). */
const clientAddresses = new WeakMap<Request, string>();

/** The client address `toWebRequest` was given for `request`, if it made it. */
export function clientAddressOfWebRequest(request: Request | undefined): string | undefined {
  return request === undefined ? undefined : clientAddresses.get(request);
}

/**
 * A node:http request as the web `Request` the SDK's HTTP entries take, with its JSON body already read
 * (`body`); `signal` aborts when the client goes away; `clientAddress` (see `clientAddressResolver`) is
 * kept for `clientAddressOfWebRequest`.
 */
export function toWebRequest(
  request: IncomingMessage,
  body: unknown,
  signal: AbortSignal,
  clientAddress: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const init: RequestInit = { method: request.method ?? 'GET', headers, signal };
  if (body !== undefined) init.body = JSON.stringify(body);
  const web = new Request(url, init);
  clientAddresses.set(web, clientAddress);
  return web;
}

/** Writes a web `Response` (a JSON body or an SSE stream) to a node:http response. */
export async function sendWebResponse(response: ServerResponse, web: Response): Promise<void> {
  const headers: Record<string, string> = {};
  web.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(web.status, headers);
  if (web.body === null) {
    response.end();
    return;
  }
  response.flushHeaders();
  const body = Readable.fromWeb(web.body as WebReadableStream<Uint8Array>);
  // A client gone mid-stream ends the pipe with an error: nothing is left to answer.
  await pipeline(body, response).catch(() => {});
}

/** An abort signal that fires when the client closes before its response was written. */
export function clientGoneSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
