import { getEventListeners } from 'node:events';

/** Most signals kept for reuse: as many as calls that commonly run at once. */
const MAX_KEPT = 64;

/**
 * Signals for calls made without one. Nobody can abort them, so once its call is over a signal that has
 * no listener left is as good as a new one and goes to a later call: making an `AbortController` costs
 * microseconds on Node 20, a large share of a fast tool call.
 */
export class IdleSignalPool {
  readonly #free: AbortSignal[] = [];

  take(): AbortSignal {
    return this.#free.pop() ?? new AbortController().signal;
  }

  /** Takes back the signal of a call that is over; one that still has listeners is dropped. */
  give(signal: AbortSignal): void {
    if (this.#free.length < MAX_KEPT && getEventListeners(signal, 'abort').length === 0) {
      this.#free.push(signal);
    }
  }
}
