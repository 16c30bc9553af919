import { jsonStringEnd } from './json-string-end.js';
import { LineIndex } from './line-index.js';
import type { SourceLocator, SourcePosition } from './source-locations.js';

type Path = ReadonlyArray<string | number>;

/** Where an object entry's key (none for array items) and its value start in the text. */
interface Entry {
  readonly key: number | undefined;
  readonly value: number;
}

/** The entries of an object by key (the last one wins, as in JSON.parse), or an array's item offsets. */
type Container = Map<string, Entry> | number[];

const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * Finds keys and values in a valid JSON text by JSON path, only when asked: reading a valid file records
 * nothing, and a diagnostic scans just the containers along its path (each container once, then cached).
 */
export class JsonLocator implements SourceLocator {
  readonly #text: string;
  readonly #lines: LineIndex;
  readonly #containers = new Map<number, Container>();

  constructor(text: string) {
    this.#text = text;
    this.#lines = new LineIndex(text);
  }

  value(path: Path): SourcePosition {
    return this.position(this.#find(path).entry.value);
  }

  key(path: Path): SourcePosition {
    const { entry, complete } = this.#find(path);
    return this.position(complete && entry.key !== undefined ? entry.key : entry.value);
  }

  position(offset: number): SourcePosition {
    return this.#lines.position(offset);
  }

  /** The entry at `path`, or at its longest existing prefix (`complete` is then false). */
  #find(path: Path): { entry: Entry; complete: boolean } {
    let entry: Entry = { key: undefined, value: this.#skipWhitespace(0) };
    for (const segment of path) {
      const next = this.#child(entry.value, segment);
      if (!next) return { entry, complete: false };
      entry = next;
    }
    return { entry, complete: true };
  }

  #child(offset: number, segment: string | number): Entry | undefined {
    const container = this.#container(offset);
    if (Array.isArray(container)) {
      const value = typeof segment === 'number' ? container[segment] : undefined;
      return value === undefined ? undefined : { key: undefined, value };
    }
    return typeof segment === 'string' ? container?.get(segment) : undefined;
  }

  #container(offset: number): Container | undefined {
    const cached = this.#containers.get(offset);
    if (cached) return cached;
    const char = this.#text.charCodeAt(offset);
    const container =
      char === OPEN_BRACE
        ? this.#readObject(offset)
        : char === OPEN_BRACKET
          ? this.#readArray(offset)
          : undefined;
    if (container) this.#containers.set(offset, container);
    return container;
  }

  #readObject(offset: number): Map<string, Entry> {
    const text = this.#text;
    const entries = new Map<string, Entry>();
    let at = this.#skipWhitespace(offset + 1);
    while (text.charCodeAt(at) === QUOTE) {
      const keyEnd = jsonStringEnd(text, at);
      const raw = text.slice(at + 1, keyEnd - 1);
      const key = raw.includes('\\') ? (JSON.parse(text.slice(at, keyEnd)) as string) : raw;
      const value = this.#skipWhitespace(this.#skipWhitespace(keyEnd) + 1);
      entries.set(key, { key: at, value });
      at = this.#skipWhitespace(this.#skipValue(value));
      if (text.charCodeAt(at) !== COMMA) break;
      at = this.#skipWhitespace(at + 1);
    }
    return entries;
  }

  #readArray(offset: number): number[] {
    const text = this.#text;
    const items: number[] = [];
    let at = this.#skipWhitespace(offset + 1);
    if (text.charCodeAt(at) === CLOSE_BRACKET) return items;
    while (at < text.length) {
      items.push(at);
      at = this.#skipWhitespace(this.#skipValue(at));
      if (text.charCodeAt(at) !== COMMA) break;
      at = this.#skipWhitespace(at + 1);
    }
    return items;
  }

  /** The offset just after the value that starts at `at`. */
  #skipValue(at: number): number {
    const text = this.#text;
    const first = text.charCodeAt(at);
    if (first === QUOTE) return jsonStringEnd(text, at);
    if (first === OPEN_BRACE || first === OPEN_BRACKET) {
      let depth = 0;
      for (let index = at; index < text.length; index++) {
        const char = text.charCodeAt(index);
        if (char === QUOTE) index = jsonStringEnd(text, index) - 1;
        else if (char === OPEN_BRACE || char === OPEN_BRACKET) depth++;
        else if ((char === CLOSE_BRACE || char === CLOSE_BRACKET) && --depth === 0) return index + 1;
      }
      return text.length;
    }
    let index = at;
    while (index < text.length && !isDelimiter(text.charCodeAt(index))) index++;
    return index;
  }

  #skipWhitespace(at: number): number {
    let index = at;
    while (isWhitespace(this.#text.charCodeAt(index))) index++;
    return index;
  }
}

function isWhitespace(char: number): boolean {
  return char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;
}

function isDelimiter(char: number): boolean {
  return char === COMMA || char === CLOSE_BRACE || char === CLOSE_BRACKET || isWhitespace(char);
}
