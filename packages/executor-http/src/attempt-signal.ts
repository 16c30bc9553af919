import { timerDelay } from '@mci/executor-kit';

/** What an attempt's abort reaches: the hop of it being sent. */
export interface AttemptTarget {
  abort(reason: unknown): void;
}

/** The abort of one attempt: when the call's signal aborts or when the attempt's timeout runs out. */
export interface AttemptSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  /** True when the timeout aborted the attempt. */
  readonly timedOut: boolean;
  /** The hop being sent, aborted with the attempt. */
  current: AttemptTarget | undefined;
  /** Stops the timer and the following of the call's signal: call it when the attempt is over. */
  dispose(): void;
}

/**
 * One attempt's signal. A class, and the call's signal's listener is the object itself (`handleEvent`),
 * so an attempt makes no closures: this runs once per request. It is no `AbortSignal` (making one costs a
 * call microseconds on Node 20): the hop being sent is aborted directly.
 */
class Attempt implements AttemptSignal {
  aborted = false;
  reason: unknown = undefined;
  timedOut = false;
  current: AttemptTarget | undefined = undefined;
  readonly #call: AbortSignal;
  readonly #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(call: AbortSignal, timeoutMs: number) {
    this.#call = call;
    if (call.aborted) this.abort(call.reason);
    else call.addEventListener('abort', this, { once: true });
    this.#timer =
      timeoutMs > 0 && !call.aborted ? setTimeout(timeOut, timerDelay(timeoutMs), this) : undefined;
  }

  /** The call's signal aborted. */
  handleEvent(): void {
    this.abort(this.#call.reason);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.current?.abort(reason);
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

/** A signal per attempt, with `timeoutMs` when above 0. */
export function createAttemptSignal(call: AbortSignal, timeoutMs: number): AttemptSignal {
  return new Attempt(call, timeoutMs);
}
