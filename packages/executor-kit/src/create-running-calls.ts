import { ExecutorClosedError } from './executor-closed-error.js';
import { type LinkedSignal, linkSignal } from './link-signal.js';

/** The calls of one executor, for the `close()` every executor has. */
export interface RunningCalls {
  /**
   * Runs one call with a signal that aborts when the caller's does or when `close()` runs. After
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
  const running = new Map<LinkedSignal, Promise<unknown>>();
  let closed = false;
  return {
    async run(signal, work) {
      if (closed) throw new ExecutorClosedError({ executorType });
      const linked = linkSignal(signal);
      const call = work(linked.signal);
      running.set(linked, call);
      try {
        return await call;
      } catch (error) {
        if (closed) throw new ExecutorClosedError({ executorType }, { cause: error });
        throw error;
      } finally {
        running.delete(linked);
        linked.release();
      }
    },
    async close(release) {
      closed = true;
      await release?.();
      const calls = [...running];
      for (const [linked] of calls) linked.abort(new ExecutorClosedError({ executorType }));
      await Promise.allSettled(calls.map(([, call]) => call));
    },
  };
}
