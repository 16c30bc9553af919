import { getEventListeners } from 'node:events';

/** Most controllers kept for reuse: as many as calls that commonly run at once. */
const MAX_KEPT = 64;
/**
 * Calls one controller serves at most. This bounds what executors may leave on its signal that no
 * listener count shows: on Node 20, each `AbortSignal.any` over a signal leaves a record in it for the
 * signal's lifetime.
 */
export const MAX_USES = 100;

/**
 * Abort controllers for tool calls, reused: making an `AbortSignal` costs microseconds on Node 20, a large
 * share of a fast tool call. Once its call is over, a controller whose signal was not aborted and has no
 * listener left is as good as a new one and goes to a later call. The client takes one for a call made
 * without a signal; the MCP server takes one per call and aborts it when the request is cancelled.
 */
export class AbortControllerPool {
  readonly #free: AbortController[] = [];
  readonly #uses = new WeakMap<AbortController, number>();

  take(): AbortController {
    return this.#free.pop() ?? new AbortController();
  }

  /**
   * Takes back the controller of a call that is over. One whose signal was aborted, still has listeners,
   * or has served `MAX_USES` calls, is dropped.
   */
  give(controller: AbortController): void {
    const uses = (this.#uses.get(controller) ?? 0) + 1;
    const { signal } = controller;
    if (
      !signal.aborted &&
      uses < MAX_USES &&
      this.#free.length < MAX_KEPT &&
      getEventListeners(signal, 'abort').length === 0
    ) {
      this.#uses.set(controller, uses);
      this.#free.push(controller);
    }
  }
}
