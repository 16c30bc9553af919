import { LineIndex } from './line-index.js';

/** 1-based line and column in a text. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

type Path = ReadonlyArray<string | number>;

/** Finds where the keys and values of a parsed document are in its text, by JSON path. */
export interface SourceLocator {
  /** The value at `path`, or of the nearest parent that exists; the start of the text at worst. */
  value(path: Path): SourcePosition;
  /** The key of the object entry at `path`; the value's position when there is no key. */
  key(path: Path): SourcePosition;
  position(offset: number): SourcePosition;
}

/** Where the keys and values of a parsed document are, recorded while reading it (used for YAML). */
export class SourceLocations implements SourceLocator {
  readonly #lines: LineIndex;
  readonly #values = new Map<string, number>();
  readonly #keys = new Map<string, number>();

  constructor(text: string) {
    this.#lines = new LineIndex(text);
  }

  /** Records the offset of the value at `path` (and of its key, for object entries). */
  add(path: Path, valueOffset: number | undefined, keyOffset?: number): void {
    const id = pathId(path);
    if (valueOffset !== undefined) this.#values.set(id, valueOffset);
    if (keyOffset !== undefined) this.#keys.set(id, keyOffset);
  }

  value(path: Path): SourcePosition {
    for (let length = path.length; length >= 0; length--) {
      const id = pathId(path.slice(0, length));
      const offset = this.#values.get(id) ?? this.#keys.get(id);
      if (offset !== undefined) return this.position(offset);
    }
    return this.position(0);
  }

  key(path: Path): SourcePosition {
    const offset = this.#keys.get(pathId(path));
    return offset === undefined ? this.value(path) : this.position(offset);
  }

  position(offset: number): SourcePosition {
    return this.#lines.position(offset);
  }
}

function pathId(path: Path): string {
  return JSON.stringify(path);
}
