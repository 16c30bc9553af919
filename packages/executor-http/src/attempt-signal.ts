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
}

/**
 * One attempt's signal. A class, and the call's signal's listener is the object itself (`handleEvent`),
 * so an attempt makes no closures: this runs once per request.
 */
class Attempt implements AttemptSignal {
  readonly emitter = new AbortEmitter();
  timedOut = false;
  readonly #call: AbortSignal;
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;

  constructor(call: AbortSignal, timeoutMs: number) {
    this.#call = call;
    if (call.aborted) this.abort(call.reason);
    else call.addEventListener('abort', this, { once: true });
    this.#timer =
      timeoutMs > 0 && !call.aborted ? setTimeout(timeOut, timerDelay(timeoutMs), this) : undefined;
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.emitter.aborted) this.#controller.abort(this.emitter.reason);
    }
    return this.#controller.signal;
  }

  /** The call's signal aborted. */
  handleEvent(): void {
    this.abort(this.#call.reason);
  }

  abort(reason: unknown): void {
    const { emitter } = this;
    if (emitter.aborted) return;
    emitter.aborted = true;
    emitter.reason = reason;
    emitter.emit('abort');
    this.#controller?.abort(reason);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#call.removeEventListener('abort', this);
  }
}

function timeOut(attempt: Attempt): void {
  attempt.timedOut = true;
  attempt.abort(new DOMException('The attempt timed out', 'TimeoutError'));
}

/** A signal per attempt (undici reads it as it likes), with `timeoutMs` when above 0. */
export function createAttemptSignal(call: AbortSignal, timeoutMs: number): AttemptSignal {
  return new Attempt(call, timeoutMs);
}
