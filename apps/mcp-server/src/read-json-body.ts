import type { IncomingMessage } from 'node:http';

/** The largest request body read, as the MCP SDK's own limit. */
const maxBodyBytes = 4 * 1024 * 1024;

export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 413; readonly message: string; readonly code: number };

/** Reads and parses a JSON request body of at most 4 MiB. */
export async function readJsonBody(request: IncomingMessage): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) {
      request.resume();
      return {
        ok: false,
        status: 413,
        message: `The request body is larger than ${maxBodyBytes} bytes`,
        code: -32000,
      };
    }
    chunks.push(chunk);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, status: 400, message: 'Parse error: Invalid JSON', code: -32700 };
  }
}
