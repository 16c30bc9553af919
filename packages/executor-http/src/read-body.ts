/** The part of undici's response body stream this module uses. */
export interface ResponseBody extends AsyncIterable<Uint8Array> {
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
 * destroyed, which also closes its connection.
 */
export async function readBody(body: ResponseBody, limit: number): Promise<BodyBytes> {
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
