import { setMaxListeners } from 'node:events';
import { ExecutorClosedError } from './executor-closed-error.js';
import { type LinkedSignal, linkSignal } from './link-signal.js';
import { neverAbortedSignal } from './never-aborted-signal.js';

/** The calls of one executor, for the `close()` every executor has. */
export interface RunningCalls {
  /**
   * Runs one call with a signal that aborts when the caller's does or when `close()` runs. Calls whose
   * caller gave no signal (`neverAbortedSignal`) share one that only `close()` aborts, so such a call makes
   * no `AbortController`: remove the listeners you add to the signal when the call is over. After
   * `close()` it rejects with `ExecutorClosedError` (code `EXECUTOR_CLOSED`) and runs nothing; a call that
   * fails once `close()` has begun rejects with `ExecutorClosedError` too (its `cause` is what the call
   * threw), so a call stopped by `close()` always ends with that one code.
   */
  run<T>(signal: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /**
   * Refuses later calls, runs `release` (ending sessions or pools lets running calls fail the way they do
   * when the connection ends), aborts the calls still running and waits until they have settled.
   */
  close(release?: () => Promise<void>): Promise<void>;
}

/** The running calls of an executor of `executorType`: the skeleton of `execute` and `close` in one place. */
export function createRunningCalls(executorType: string): RunningCalls {
  // Each running call, with the signal it follows when its caller gave one.
  const running = new Map<Promise<unknown>, LinkedSignal | undefined>();
  // Made at the first call without a signal: an executor that is never called makes no controller.
  let unlinked: AbortController | undefined;
  const unlinkedSignal = () => {
    if (!unlinked) {
      unlinked = new AbortController();
      setMaxListeners(0, unlinked.signal);
    }
    return unlinked.signal;
  };
  let closed = false;
  return {
    async run(signal, work) {
      if (closed) throw new ExecutorClosedError({ executorType });
      const linked = signal === neverAbortedSignal ? undefined : linkSignal(signal);
      const call = work(linked?.signal ?? unlinkedSignal());
      running.set(call, linked);
      try {
        return await call;
      } catch (error) {
        if (closed) throw new ExecutorClosedError({ executorType }, { cause: error });
        throw error;
      } finally {
        running.delete(call);
        linked?.release();
      }
    },
    async close(release) {
      closed = true;
      await release?.();
      if (running.size === 0) return;
      const calls = [...running];
      const reason = new ExecutorClosedError({ executorType });
      unlinked?.abort(reason);
      for (const [, linked] of calls) linked?.abort(reason);
      await Promise.allSettled(calls.map(([call]) => call));
    },
  };
}
