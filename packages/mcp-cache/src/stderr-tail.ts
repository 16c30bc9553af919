/** Keeps the last `limit` bytes written to a child's stderr, for error messages. */
export class StderrTail {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer | string): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.chunks.push(buffer);
    this.size += buffer.length;
    while (this.size > this.limit && this.chunks.length > 0) {
      const first = this.chunks[0] as Buffer;
      const excess = this.size - this.limit;
      if (first.length <= excess) {
        this.chunks.shift();
        this.size -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.size -= excess;
      }
    }
  }

  /** The kept text, lines joined with " | ", or '' when nothing was written. */
  text(): string {
    return Buffer.concat(this.chunks)
      .toString('utf8')
      .replace(/^\uFFFD+/, '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' | ');
  }
}
