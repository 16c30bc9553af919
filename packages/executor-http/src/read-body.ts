import type { IncomingHttpHeaders } from 'node:http';

/** The part of undici's response body stream this module uses. */
export interface ResponseBody extends AsyncIterable<Uint8Array> {
  bytes(): Promise<Uint8Array>;
  destroy(): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface BodyBytes {
  readonly bytes: Buffer;
  /** True when the body was longer than the limit: `bytes` holds the start only. */
  readonly truncated: boolean;
}

/**
 * Reads a response body up to `limit` bytes. A longer body is cut: reading stops and the stream is
 * destroyed, which also closes its connection. With `headers`, a body whose Content-Length is over the
 * limit is not read at all (for callers that only need to know it is too long), and one whose
 * Content-Length is within the limit is read whole, the faster way (undici never reads past it).
 */
export async function readBody(
  body: ResponseBody,
  limit: number,
  headers?: IncomingHttpHeaders,
): Promise<BodyBytes> {
  const announced = Number(headers?.['content-length']);
  if (Number.isFinite(announced) && announced > limit) {
    discard(body);
    return { bytes: Buffer.alloc(0), truncated: true };
  }
  if (Number.isFinite(announced)) {
    const bytes = await body.bytes();
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), truncated: false };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (size + buffer.length > limit) {
      chunks.push(buffer.subarray(0, limit - size));
      discard(body);
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

/**
 * Stops reading a body and closes its connection. Destroying an undici body that nobody reads emits an
 * `error` event (request aborted); without a listener that event would crash the process.
 */
function discard(body: ResponseBody): void {
  body.on('error', () => {});
  body.destroy();
}
