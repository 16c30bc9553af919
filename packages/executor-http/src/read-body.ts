import type { IncomingHttpHeaders } from 'node:http';

export interface BodyBytes {
  readonly bytes: Buffer;
  /** True when the body was longer than the limit: `bytes` holds the start only. */
  readonly truncated: boolean;
}

/**
 * Reads a response body up to `limit` bytes. A longer body is cut: reading stops and the stream is
 * destroyed, which also closes its connection. With `headers`, a body whose Content-Length is over the
 * limit is not read at all (for callers that only need to know it is too long).
 */
export async function readBody(
  body: AsyncIterable<Uint8Array> & { destroy(): unknown },
  limit: number,
  headers?: IncomingHttpHeaders,
): Promise<BodyBytes> {
  const announced = Number(headers?.['content-length']);
  if (Number.isFinite(announced) && announced > limit) {
    body.destroy();
    return { bytes: Buffer.alloc(0), truncated: true };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (size + buffer.length > limit) {
      chunks.push(buffer.subarray(0, limit - size));
      body.destroy();
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}
