import { JsonLocator } from './json-locator.js';
import { jsonStringEnd } from './json-string-end.js';
import { LineIndex } from './line-index.js';
import type { ParsedSource, SourceProblem } from './parsed-source.js';

type Path = ReadonlyArray<string | number>;

/** Deeper nesting than this is refused, so hostile input cannot exhaust the stack. */
const MAX_DEPTH = 1000;

class JsonSyntaxFailure extends Error {
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

/**
 * Reads strict JSON (RFC 8259) with the native `JSON.parse`; positions are found later, only for the
 * paths a diagnostic names. A text JSON.parse refuses, one nested too deeply, or one with duplicate keys
 * (which JSON.parse merges silently) is read again by a strict reader that reports syntax errors like
 * JSON.parse's, with their offset, and every duplicate key (the last one wins, as in JSON.parse).
 */
export function parseJsonSource(text: string): ParsedSource {
  const locations = new JsonLocator(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return readStrictly(text, locations);
  }
  if (countKeys(value, 1) !== countKeyTokens(text)) return readStrictly(text, locations);
  return { value, locations, problems: [], usable: true };
}

function readStrictly(text: string, locations: JsonLocator): ParsedSource {
  const reader = new JsonReader(text);
  try {
    const value = reader.document();
    return { value, locations, problems: reader.problems, usable: true };
  } catch (error) {
    if (!(error instanceof JsonSyntaxFailure)) throw error;
    const problem: SourceProblem = {
      severity: 'error',
      code: 'JSON_SYNTAX',
      message: error.message,
      offset: error.offset,
    };
    return { value: undefined, locations, problems: [...reader.problems, problem], usable: false };
  }
}

/** The number of object keys in a parsed value; NaN when it is nested deeper than MAX_DEPTH. */
function countKeys(value: unknown, depth: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (depth > MAX_DEPTH) return Number.NaN;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += countKeys(item, depth + 1);
    return count;
  }
  // for-in over a parsed object lists its own keys (JSON.parse gives plain objects) without an array.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    count += 1 + countKeys((value as Record<string, unknown>)[key], depth + 1);
  }
  return count;
}

/** The number of keys written in a valid JSON text: the strings followed by a colon. */
function countKeyTokens(text: string): number {
  let count = 0;
  for (let start = text.indexOf('"'); start !== -1; ) {
    const end = jsonStringEnd(text, start);
    let next = end;
    for (
      let char = text.charCodeAt(next);
      char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;
    ) {
      char = text.charCodeAt(++next);
    }
    if (text.charCodeAt(next) === 0x3a) count++;
    start = text.indexOf('"', end);
  }
  return count;
}

class JsonReader {
  readonly problems: SourceProblem[] = [];
  readonly #text: string;
  readonly #lines: LineIndex;
  #offset = 0;

  constructor(text: string) {
    this.#text = text;
    this.#lines = new LineIndex(text);
  }

  document(): unknown {
    const value = this.#value([], 0);
    this.#skipWhitespace();
    if (this.#offset < this.#text.length) this.#fail('Unexpected non-whitespace character after JSON');
    return value;
  }

  #value(path: Path, depth: number): unknown {
    this.#skipWhitespace();
    const char = this.#text[this.#offset];
    if (char === '{') return this.#object(path, depth + 1);
    if (char === '[') return this.#array(path, depth + 1);
    if (char === '"') return this.#string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.#number();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.#text.startsWith(word, this.#offset)) {
        this.#offset += word.length;
        return value;
      }
    }
    return this.#unexpected();
  }

  #object(path: Path, depth: number): Record<string, unknown> {
    this.#checkDepth(depth);
    const result: Record<string, unknown> = {};
    const keyOffsets = new Map<string, number>();
    this.#offset++;
    this.#skipWhitespace();
    if (this.#text[this.#offset] === '}') {
      this.#offset++;
      return result;
    }
    for (;;) {
      this.#skipWhitespace();
      if (this.#text[this.#offset] !== '"') {
        if (this.#atEnd()) this.#fail('Unexpected end of JSON input');
        const trailing = this.#text[this.#offset] === '}' && keyOffsets.size > 0;
        this.#fail(
          keyOffsets.size === 0
            ? "Expected property name or '}'"
            : `Expected double-quoted property name${trailing ? ' (trailing commas are not allowed in JSON)' : ''}`,
        );
      }
      const keyOffset = this.#offset;
      const key = this.#string();
      const first = keyOffsets.get(key);
      if (first !== undefined) {
        const where = this.#lines.position(first);
        this.problems.push({
          severity: 'error',
          code: 'DUPLICATE_KEY',
          message: `duplicate key ${JSON.stringify(key)} (first defined at line ${where.line}, column ${where.column})`,
          offset: keyOffset,
          path: [...path, key],
        });
      }
      keyOffsets.set(key, keyOffset);
      this.#skipWhitespace();
      if (this.#text[this.#offset] !== ':') this.#expected("Expected ':' after property name");
      this.#offset++;
      const value = this.#value([...path, key], depth);
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      this.#skipWhitespace();
      const next = this.#text[this.#offset];
      this.#offset++;
      if (next === '}') return result;
      if (next !== ',') {
        this.#offset--;
        this.#expected("Expected ',' or '}' after property value");
      }
    }
  }

  #array(path: Path, depth: number): unknown[] {
    this.#checkDepth(depth);
    const result: unknown[] = [];
    this.#offset++;
    this.#skipWhitespace();
    if (this.#text[this.#offset] === ']') {
      this.#offset++;
      return result;
    }
    for (;;) {
      this.#skipWhitespace();
      if (this.#text[this.#offset] === ']')
        this.#fail("Unexpected token ']' (trailing commas are not allowed in JSON)");
      result.push(this.#value([...path, result.length], depth));
      this.#skipWhitespace();
      const next = this.#text[this.#offset];
      this.#offset++;
      if (next === ']') return result;
      if (next !== ',') {
        this.#offset--;
        this.#expected("Expected ',' or ']' after array element");
      }
    }
  }

  #string(): string {
    const start = this.#offset;
    this.#offset++;
    for (;;) {
      const code = this.#text.charCodeAt(this.#offset);
      if (Number.isNaN(code)) this.#fail('Unterminated string in JSON', start);
      if (code === 0x22) break;
      if (code < 0x20) this.#fail('Bad control character in string literal');
      if (code === 0x5c) {
        const escaped = this.#text[this.#offset + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.#text.slice(this.#offset + 2, this.#offset + 6))) {
            this.#fail('Bad Unicode escape');
          }
          this.#offset += 6;
          continue;
        }
        if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) this.#fail('Bad escaped character');
        this.#offset += 2;
        continue;
      }
      this.#offset++;
    }
    this.#offset++;
    return JSON.parse(this.#text.slice(start, this.#offset)) as string;
  }

  #number(): number {
    const match = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
    match.lastIndex = this.#offset;
    const found = match.exec(this.#text);
    if (!found)
      this.#fail(this.#atEnd(1) ? 'Unexpected end of JSON input' : 'No number after minus sign in JSON');
    this.#offset += found[0].length;
    const next = this.#text[this.#offset];
    if (next === '.' || next === 'e' || next === 'E') this.#fail('Unterminated fractional number in JSON');
    return Number(found[0]);
  }

  #checkDepth(depth: number): void {
    if (depth > MAX_DEPTH) this.#fail(`Nesting deeper than ${MAX_DEPTH} levels is not supported`);
  }

  #skipWhitespace(): void {
    while (this.#offset < this.#text.length) {
      const char = this.#text[this.#offset];
      if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') return;
      this.#offset++;
    }
  }

  #atEnd(ahead = 0): boolean {
    return this.#offset + ahead >= this.#text.length;
  }

  #expected(message: string): never {
    if (this.#atEnd()) this.#fail('Unexpected end of JSON input');
    this.#fail(message);
  }

  #unexpected(): never {
    const char = this.#text[this.#offset];
    if (char === undefined) this.#fail('Unexpected end of JSON input');
    const hint =
      char === '/'
        ? ' (comments are not allowed in JSON)'
        : char === "'"
          ? ' (strings must use double quotes in JSON)'
          : '';
    this.#fail(`Unexpected token ${char === "'" ? '"\'"' : `'${char}'`}${hint}`);
  }

  #fail(message: string, offset = this.#offset): never {
    throw new JsonSyntaxFailure(message, offset);
  }
}
