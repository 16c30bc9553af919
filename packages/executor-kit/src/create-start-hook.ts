/** Tells a test that a piece of work has begun: `notify()` where it begins, `started()` where you wait. */
export interface StartHook {
  /** Call where the work begins (in a test server's route, say). */
  notify(): void;
  /** Resolves at the next `notify()`, or at once for one that came before and was not yet waited for. */
  started(): Promise<void>;
}

/**
 * The start hook of a slow call of `describeExecutorV1`, so tests wait for an event instead of sleeping.
 * Each `notify()` answers one `started()`, in order, whichever comes first.
 */
export function createStartHook(): StartHook {
  let pending = 0;
  const waiting: (() => void)[] = [];
  return {
    notify() {
      const next = waiting.shift();
      if (next) next();
      else pending += 1;
    },
    started() {
      if (pending > 0) {
        pending -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
