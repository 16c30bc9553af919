import { EventEmitter } from 'node:events';
import { timerDelay } from '@mci/executor-kit';

/**
 * What undici's `request` follows to abort an attempt: an `EventEmitter` with `aborted` and `reason`, a
 * kind of signal undici documents beside `AbortSignal`. Making an `AbortSignal` and attaching undici's
 * listener to it costs a call about 10 µs on Node 20; this costs well under one.
 */
export interface AttemptAbortEmitter extends EventEmitter {
  readonly aborted: boolean;
  readonly reason: unknown;
}

/** The signal of one attempt: aborted when the call's signal aborts or when the attempt's timeout runs out. */
export interface AttemptSignal {
  /** For undici's `request`. */
  readonly emitter: AttemptAbortEmitter;
  /** The same as a real `AbortSignal` (undici's `body.dump` wants one), made on first use. */
  readonly signal: AbortSignal;
  /** True when the timeout aborted the attempt. */
  readonly timedOut: boolean;
  /** Stops the timer and the following of the call's signal: call it when the attempt is over. */
  dispose(): void;
}

class AbortEmitter extends EventEmitter implements AttemptAbortEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

/** A signal per attempt (undici reads it as it likes), with `timeoutMs` when above 0. */
export function createAttemptSignal(call: AbortSignal, timeoutMs: number): AttemptSignal {
  const emitter = new AbortEmitter();
  let controller: AbortController | undefined;
  let timedOut = false;
  const abort = (reason: unknown) => {
    emitter.abort(reason);
    controller?.abort(reason);
  };
  const follow = () => abort(call.reason);
  const onTimeout = () => {
    timedOut = true;
    abort(new DOMException('The attempt timed out', 'TimeoutError'));
  };
  if (call.aborted) follow();
  else call.addEventListener('abort', follow, { once: true });
  const timer = timeoutMs > 0 && !call.aborted ? setTimeout(onTimeout, timerDelay(timeoutMs)) : undefined;
  return {
    emitter,
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (emitter.aborted) controller.abort(emitter.reason);
      }
      return controller.signal;
    },
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      call.removeEventListener('abort', follow);
    },
  };
}
