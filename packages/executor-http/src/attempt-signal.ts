import { linkSignal, timerDelay } from '@mci/executor-kit';

/** The signal of one attempt: aborted when the call's signal aborts or when the attempt's timeout runs out. */
export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** True when the timeout aborted the attempt. */
  readonly timedOut: boolean;
  /** Stops the timer and the following of the call's signal: call it when the attempt is over. */
  dispose(): void;
}

/** A real `AbortSignal` per attempt (undici reads it as it likes), with `timeoutMs` when above 0. */
export function createAttemptSignal(call: AbortSignal, timeoutMs: number): AttemptSignal {
  const linked = linkSignal(call);
  let timedOut = false;
  const onTimeout = () => {
    timedOut = true;
    linked.abort(new DOMException('The attempt timed out', 'TimeoutError'));
  };
  const timer = timeoutMs > 0 && !call.aborted ? setTimeout(onTimeout, timerDelay(timeoutMs)) : undefined;
  return {
    signal: linked.signal,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      linked.release();
    },
  };
}
