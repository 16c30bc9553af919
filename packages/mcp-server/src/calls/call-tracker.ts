import type { MCIClient } from '@mci/client';

/** The calls running now, by the client that runs them; each is forgotten once it settles. */
export class CallTracker {
  readonly #calls = new Map<MCIClient, Set<Promise<unknown>>>();

  /** Counts `call` as running on `owner` until it settles. */
  track(owner: MCIClient, call: Promise<unknown>): void {
    const calls = this.#calls.get(owner) ?? new Set();
    this.#calls.set(owner, calls);
    calls.add(call);
    const forget = () => {
      calls.delete(call);
      if (calls.size === 0) this.#calls.delete(owner);
    };
    call.then(forget, forget);
  }

  /** The calls running on `owner`, or on every client. */
  running(owner?: MCIClient): Promise<unknown>[] {
    if (owner !== undefined) return [...(this.#calls.get(owner) ?? [])];
    return [...this.#calls.values()].flatMap((calls) => [...calls]);
  }

  get count(): number {
    let count = 0;
    for (const calls of this.#calls.values()) count += calls.size;
    return count;
  }
}
