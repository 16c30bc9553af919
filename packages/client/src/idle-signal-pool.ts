import { getEventListeners } from 'node:events';

/** Most signals kept for reuse: as many as calls that commonly run at once. */
const MAX_KEPT = 64;
/**
 * Calls one signal serves at most. This bounds what executors may leave on it that no listener count
 * shows: on Node 20, each `AbortSignal.any` over a signal leaves a record in it for the signal's lifetime.
 */
export const MAX_USES = 100;

/**
 * Signals for calls made without one. Nobody can abort them, so once its call is over a signal that has
 * no listener left is as good as a new one and goes to a later call: making an `AbortController` costs
 * microseconds on Node 20, a large share of a fast tool call.
 */
export class IdleSignalPool {
  readonly #free: AbortSignal[] = [];
  readonly #uses = new WeakMap<AbortSignal, number>();

  take(): AbortSignal {
    return this.#free.pop() ?? new AbortController().signal;
  }

  /**
   * Takes back the signal of a call that is over. One that still has listeners, or has served
   * `MAX_USES` calls, is dropped.
   */
  give(signal: AbortSignal): void {
    const uses = (this.#uses.get(signal) ?? 0) + 1;
    if (uses < MAX_USES && this.#free.length < MAX_KEPT && getEventListeners(signal, 'abort').length === 0) {
      this.#uses.set(signal, uses);
      this.#free.push(signal);
    }
  }
}
