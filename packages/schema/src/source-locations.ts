/** 1-based line and column in a text. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

type Path = ReadonlyArray<string | number>;

/** Where the keys and values of a parsed document are in its text, by JSON path. */
export class SourceLocations {
  readonly #lineStarts: number[];
  readonly #values = new Map<string, number>();
  readonly #keys = new Map<string, number>();

  constructor(text: string) {
    this.#lineStarts = [0];
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      this.#lineStarts.push(index + 1);
    }
  }

  /** Records the offset of the value at `path` (and of its key, for object entries). */
  add(path: Path, valueOffset: number | undefined, keyOffset?: number): void {
    const id = pathId(path);
    if (valueOffset !== undefined) this.#values.set(id, valueOffset);
    if (keyOffset !== undefined) this.#keys.set(id, keyOffset);
  }

  /** The value at `path`, or of the nearest parent that exists; the start of the text at worst. */
  value(path: Path): SourcePosition {
    for (let length = path.length; length >= 0; length--) {
      const id = pathId(path.slice(0, length));
      const offset = this.#values.get(id) ?? this.#keys.get(id);
      if (offset !== undefined) return this.position(offset);
    }
    return this.position(0);
  }

  /** The key of the object entry at `path`; the value's position when there is no key. */
  key(path: Path): SourcePosition {
    const offset = this.#keys.get(pathId(path));
    return offset === undefined ? this.value(path) : this.position(offset);
  }

  position(offset: number): SourcePosition {
    let low = 0;
    let high = this.#lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.#lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.#lineStarts[low] ?? 0) + 1 };
  }
}

function pathId(path: Path): string {
  return JSON.stringify(path);
}
