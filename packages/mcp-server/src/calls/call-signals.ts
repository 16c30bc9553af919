import { type LinkedSignal, linkSignal } from '@mci/executor-kit';

/**
 * The signals the server hands to tool calls: each is aborted when its request is cancelled (the SDK's
 * request signal) or when `abortAll` runs at shutdown, which still lets the call answer. A call adds one
 * listener to its request's signal (cheaper than `AbortSignal.any`), removed when the call settles.
 */
export class CallSignals {
  readonly #running = new Set<LinkedSignal>();

  /** Runs `call` with a signal that follows `request` until the call settles. */
  async run<T>(request: AbortSignal, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const linked = linkSignal(request);
    this.#running.add(linked);
    try {
      return await call(linked.signal);
    } finally {
      linked.release();
      this.#running.delete(linked);
    }
  }

  /** Aborts the signal of every call still running (shutdown). */
  abortAll(reason: unknown): void {
    for (const linked of this.#running) linked.abort(reason);
  }
}
