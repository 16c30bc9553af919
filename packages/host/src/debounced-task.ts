/**
 * Runs `task` once things have been quiet for `debounceMs` after the last `schedule()`. Never two runs at
 * once: a schedule during a run starts one more run after it.
 */
export class DebouncedTask {
  readonly #task: () => Promise<void>;
  readonly #debounceMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #pending = false;
  #closed = false;

  constructor(task: () => Promise<void>, debounceMs: number) {
    this.#task = task;
    this.#debounceMs = debounceMs;
  }

  schedule(): void {
    if (this.#closed) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#start(), this.#debounceMs);
  }

  /** No more runs; settles once the current run has ended. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #start(): void {
    if (this.#running !== undefined) {
      this.#pending = true;
      return;
    }
    this.#running = this.#task().finally(() => {
      this.#running = undefined;
      if (this.#pending && !this.#closed) {
        this.#pending = false;
        this.schedule();
      }
    });
  }
}
