import type { SourcePosition } from './source-locations.js';

/** Turns offsets in a text into 1-based lines and columns; the line starts are found on first use. */
export class LineIndex {
  readonly #text: string;
  #lineStarts: number[] | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  position(offset: number): SourcePosition {
    const starts = this.#starts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  }

  #starts(): number[] {
    if (this.#lineStarts) return this.#lineStarts;
    const starts = [0];
    const text = this.#text;
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      starts.push(index + 1);
    }
    this.#lineStarts = starts;
    return starts;
  }
}
