/** Keeps the first `limitBytes` of a stream and counts every byte, so a flood cannot exhaust memory. */
export class OutputCollector {
  readonly #limitBytes: number;
  readonly #chunks: Uint8Array[] = [];
  #keptBytes = 0;
  #totalBytes = 0;

  constructor(limitBytes: number) {
    this.#limitBytes = limitBytes;
  }

  /** Every byte received, including those past the limit. */
  get totalBytes(): number {
    return this.#totalBytes;
  }

  get exceeded(): boolean {
    return this.#totalBytes > this.#limitBytes;
  }

  /** Adds a chunk; returns false once the stream has gone past the limit. */
  add(chunk: Uint8Array): boolean {
    this.#totalBytes += chunk.length;
    const room = this.#limitBytes - this.#keptBytes;
    if (room > 0) {
      const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
      this.#chunks.push(kept);
      this.#keptBytes += kept.length;
    }
    return !this.exceeded;
  }

  /** The kept bytes as UTF-8 (invalid sequences become U+FFFD). */
  text(): string {
    return new TextDecoder().decode(Buffer.concat(this.#chunks, this.#keptBytes));
  }
}
