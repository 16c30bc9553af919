export interface Deadline {
  readonly ms: number;
  /** The error to reject with when `ms` pass first. */
  readonly error: () => Error;
}

/**
 * Settles like `promise`, or rejects with `signal.reason` when the signal aborts first, or with
 * `deadline.error()` when the deadline passes first. The timer never keeps the process alive.
 */
export function withDeadline<T>(promise: Promise<T>, signal?: AbortSignal, deadline?: Deadline): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      promise.catch(() => undefined);
      reject(signal.reason);
      return;
    }
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = deadline && setTimeout(() => finish(() => reject(deadline.error())), deadline.ms);
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
