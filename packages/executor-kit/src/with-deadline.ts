import { timerDelay } from './timer-delay.js';

export interface Deadline<T> {
  readonly ms: number;
  /** What the wait ends with when `ms` pass first: return a value to resolve with it, or throw. */
  readonly onTimeout: () => T;
}

/** How long to wait, and what ends the wait early. */
export interface WithDeadlineOptions<D> {
  /** Rejects the wait with its `reason` when it aborts. */
  readonly signal?: AbortSignal | undefined;
  readonly deadline?: Deadline<D>;
}

/**
 * Settles like `promise`, or rejects with `signal.reason` when the signal aborts first, or ends with
 * `deadline.onTimeout()` when the deadline passes first. The one helper for "wait, but not longer than":
 * the timer is cleared when the wait ends and never keeps the process alive.
 */
export function withDeadline<T, D = never>(
  promise: Promise<T>,
  options: WithDeadlineOptions<D>,
): Promise<T | D> {
  const { signal, deadline } = options;
  return new Promise<T | D>((resolve, reject) => {
    if (signal?.aborted) {
      promise.catch(() => undefined);
      reject(signal.reason);
      return;
    }
    const onAbort = () => finish(() => reject(signal?.reason));
    const onTimeout = () =>
      finish(() => {
        try {
          resolve(deadline?.onTimeout() as D);
        } catch (error) {
          reject(error);
        }
      });
    const timer = deadline && setTimeout(onTimeout, timerDelay(deadline.ms));
    timer?.unref();
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(settle: () => void): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
