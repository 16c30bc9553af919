import type { IncomingMessage } from 'node:http';

/** The largest request body read, as the MCP SDK's transport allows (4 MiB). */
export const maxRequestBodyBytes = 4 * 1024 * 1024;

export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: number; readonly code: number; readonly message: string };

/** Reads a request body of at most `maxBytes` and parses it as JSON; says why when it cannot. */
export async function readJsonBody(
  request: IncomingMessage,
  maxBytes = maxRequestBodyBytes,
): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      request.resume();
      return { ok: false, status: 413, code: -32000, message: `Request body larger than ${maxBytes} bytes` };
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, status: 400, code: -32700, message: 'Parse error: the body is not valid JSON' };
  }
}
