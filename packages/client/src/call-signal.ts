/**
 * The signal of one call: the caller's, or else one of its own (a shared one would collect every call's
 * listeners), made when the executor first reads it. The text executor never reads it, so a text tool's
 * call makes no `AbortController` (about 2 µs each on Node 20).
 */
export class CallSignal {
  readonly #given: AbortSignal | undefined;
  #own: AbortController | undefined;

  constructor(given: AbortSignal | undefined) {
    this.#given = given;
  }

  get signal(): AbortSignal {
    if (this.#given) return this.#given;
    this.#own ??= new AbortController();
    return this.#own.signal;
  }

  /** The signal if there is one yet: the caller's, or the one made when the executor read it. */
  get made(): AbortSignal | undefined {
    return this.#given ?? this.#own?.signal;
  }
}
