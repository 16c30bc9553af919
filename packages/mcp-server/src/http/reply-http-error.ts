import type { ServerResponse } from 'node:http';

/** What `replyHttpError` answers: the HTTP status and the JSON-RPC error. */
export interface HttpErrorReply {
  readonly status: number;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The JSON-RPC error code; default -32000. */
  readonly code?: number;
  /** The request's id when it is known; default null. */
  readonly id?: string | number | null;
}

/** Answers with a JSON-RPC error body (`id: null` unless the request's id is known) and an HTTP status. */
export function replyHttpError(response: ServerResponse, reply: HttpErrorReply): void {
  const { status, message, headers, code = -32000, id = null } = reply;
  response
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
}
