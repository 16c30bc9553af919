import type { ServerResponse } from 'node:http';

/** Answers with a JSON-RPC error body (`id: null` unless the request's id is known) and an HTTP status. */
export function replyHttpError(
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
