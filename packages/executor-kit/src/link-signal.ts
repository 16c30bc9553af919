import { neverAbortedSignal } from './never-aborted-signal.js';

/** A real `AbortSignal` of one piece of work, aborted by `abort` or when the signal it follows aborts. */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
  /** Stops following the parent signal: call it when the work is over, so nothing stays attached to it. */
  release(): void;
}

/**
 * The one way executors make a signal of their own: a fresh `AbortController` (never reused, so a later
 * call can never abort it) that follows `parent` with one listener, removed by `release()`. Cheaper than
 * `AbortSignal.any`, which on Node 20 leaves a record in `parent` for the parent's lifetime. A parent
 * that can never abort (none, or `neverAbortedSignal`) gets no listener.
 */
export function linkSignal(parent?: AbortSignal): LinkedSignal {
  const controller = new AbortController();
  if (parent?.aborted) controller.abort(parent.reason);
  const followed = parent !== undefined && parent !== neverAbortedSignal && !parent.aborted;
  const follow = () => controller.abort(parent?.reason);
  if (followed) parent.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    release: () => {
      if (followed) parent.removeEventListener('abort', follow);
    },
  };
}
