import { timerDelay } from '@mci/executor-kit';

type AbortListener = () => void;

/**
 * The signal of one attempt: aborted when the call's signal aborts or when `timeoutMs` (if above 0) runs
 * out, until `dispose()`. It is a plain object with the part of `AbortSignal` undici uses (`aborted`,
 * `reason`, abort listeners), because making an `AbortController` costs microseconds on Node 20, a large
 * share of a keep-alive request.
 */
export class AttemptSignal {
  aborted = false;
  reason: unknown;
  /** True when the timeout aborted the attempt. */
  timedOut = false;
  #listeners: AbortListener[] = [];
  readonly #call: AbortSignal;
  readonly #timer: NodeJS.Timeout | undefined;
  readonly #onCallAbort = () => this.#abort(this.#call.reason);

  constructor(call: AbortSignal, timeoutMs: number) {
    this.#call = call;
    if (call.aborted) {
      this.aborted = true;
      this.reason = call.reason;
      return;
    }
    call.addEventListener('abort', this.#onCallAbort, { once: true });
    if (timeoutMs > 0) {
      this.#timer = setTimeout(() => {
        this.timedOut = true;
        this.#abort(new DOMException('The attempt timed out', 'TimeoutError'));
      }, timerDelay(timeoutMs));
    }
  }

  addEventListener(_type: 'abort', listener: AbortListener): void {
    this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: AbortListener): void {
    const index = this.#listeners.indexOf(listener);
    if (index >= 0) this.#listeners.splice(index, 1);
  }

  /** Stops the timer and the listening to the call's signal. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#call.removeEventListener('abort', this.#onCallAbort);
  }

  /** The form undici's types ask for; undici uses only what this class has. */
  asAbortSignal(): AbortSignal {
    return this as unknown as AbortSignal;
  }

  #abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.dispose();
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
  }
}
