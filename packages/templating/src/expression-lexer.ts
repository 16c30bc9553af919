/** A dot path as written in a template, e.g. `props.items.0`. */
export interface RawPath {
  readonly kind: 'path';
  readonly source: string;
  readonly segments: readonly string[];
}

/** A quoted string, a number, `true`, `false` or `null`. */
export interface RawLiteral {
  readonly kind: 'literal';
  readonly value: string | number | boolean | null;
}

export type RawOperand = RawPath | RawLiteral;

export type ExpressionSymbol = '|' | '(' | ')' | ',' | '}}' | '!!}' | '==' | '!=' | '>=' | '<=' | '>' | '<';

export type ExpressionToken =
  | { readonly kind: 'operand'; readonly operand: RawOperand; readonly start: number; readonly end: number }
  | {
      readonly kind: 'symbol';
      readonly symbol: ExpressionSymbol;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: 'end'; readonly start: number; readonly end: number }
  | { readonly kind: 'invalid'; readonly detail: string; readonly start: number; readonly end: number };

const PATH = /[\p{L}_$][\p{L}\p{N}_$.-]*/uy;
const WORD_AFTER_NUMBER = /[\p{L}\p{N}_$.]/uy;

/**
 * Reads the small expression language inside `{{ }}`, `{!! !!}` and directive parentheses: dot paths,
 * quoted literals (' or ", no escapes), numbers, `true`/`false`/`null`, and symbols. Whitespace between
 * tokens (newlines included) is skipped. Problems come back as `invalid` tokens, never as exceptions.
 * ASCII is scanned by character code; the Unicode rules of paths are only consulted for other characters.
 */
export class ExpressionLexer {
  private readonly source: string;
  private position: number;

  constructor(source: string, start: number) {
    this.source = source;
    this.position = start;
  }

  next(): ExpressionToken {
    const source = this.source;
    let start = this.position;
    while (start < source.length && isSpace(source.charCodeAt(start))) start++;
    if (start >= source.length) {
      this.position = start;
      return { kind: 'end', start, end: start };
    }
    const code = source.charCodeAt(start);
    if (code === 39 || code === 34) return this.readString(start, code === 39 ? "'" : '"');
    const symbol = readSymbol(source, start, code);
    if (symbol !== undefined) return this.take({ kind: 'symbol', symbol, start, end: start + symbol.length });
    const numberEnd = scanNumber(source, start, code);
    if (numberEnd !== -1) return this.readNumber(start, numberEnd);
    const pathEnd = scanPath(source, start, code);
    if (pathEnd !== -1) return this.readPath(start, source.slice(start, pathEnd));
    const char = source.charAt(start);
    return this.take({ kind: 'invalid', detail: `unexpected character '${char}'`, start, end: start + 1 });
  }

  private readString(start: number, quote: string): ExpressionToken {
    const close = this.source.indexOf(quote, start + 1);
    if (close === -1) {
      return this.take({
        kind: 'invalid',
        detail: `the string literal is never closed with ${quote}`,
        start,
        end: this.source.length,
      });
    }
    const value = this.source.slice(start + 1, close);
    return this.take({ kind: 'operand', operand: { kind: 'literal', value }, start, end: close + 1 });
  }

  private readNumber(start: number, end: number): ExpressionToken {
    if (isWordAfterNumber(this.source, end)) {
      return this.take({
        kind: 'invalid',
        detail: 'a path must start with a letter, _ or $',
        start,
        end: end + 1,
      });
    }
    const value = Number(this.source.slice(start, end));
    return this.take({ kind: 'operand', operand: { kind: 'literal', value }, start, end });
  }

  private readPath(start: number, text: string): ExpressionToken {
    const end = start + text.length;
    const keyword = text === 'true' ? true : text === 'false' ? false : text === 'null' ? null : undefined;
    if (keyword !== undefined) {
      return this.take({ kind: 'operand', operand: { kind: 'literal', value: keyword }, start, end });
    }
    const segments = splitPath(text);
    if (segments === undefined) {
      return this.take({ kind: 'invalid', detail: `the path '${text}' has an empty segment`, start, end });
    }
    return this.take({ kind: 'operand', operand: { kind: 'path', source: text, segments }, start, end });
  }

  private take(token: ExpressionToken): ExpressionToken {
    this.position = token.end;
    return token;
  }
}

/** The dot-separated segments of a path, or `undefined` when one is empty (`a..b`, `a.`). */
function splitPath(text: string): string[] | undefined {
  let dots = 0;
  for (let index = text.indexOf('.'); index !== -1; index = text.indexOf('.', index + 1)) dots++;
  if (dots === 0) return [text];
  // Sized up front: the arrays stay in compiled templates, and growing by push leaves spare room.
  const segments = new Array<string>(dots + 1);
  let from = 0;
  for (let index = 0; index <= dots; index++) {
    const dot = index === dots ? text.length : text.indexOf('.', from);
    if (dot === from) return undefined;
    segments[index] = text.slice(from, dot);
    from = dot + 1;
  }
  return segments;
}

/** The symbol at `start` (`code` is its first character): the longest of `!!}`, `}}`, `==`, ... */
function readSymbol(source: string, start: number, code: number): ExpressionSymbol | undefined {
  const next = source.charCodeAt(start + 1);
  switch (code) {
    case 33: // !
      if (next === 61) return '!=';
      return next === 33 && source.charCodeAt(start + 2) === 125 ? '!!}' : undefined;
    case 125: // }
      return next === 125 ? '}}' : undefined;
    case 61: // =
      return next === 61 ? '==' : undefined;
    case 62: // >
      return next === 61 ? '>=' : '>';
    case 60: // <
      return next === 61 ? '<=' : '<';
    case 124:
      return '|';
    case 40:
      return '(';
    case 41:
      return ')';
    case 44:
      return ',';
    default:
      return undefined;
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The end of `-?\d+(\.\d+)?([eE][+-]?\d+)?` at `start`, or -1 when no number starts there. */
function scanNumber(source: string, start: number, code: number): number {
  let index = code === 45 ? start + 1 : start;
  if (!isDigit(source.charCodeAt(index))) return -1;
  while (isDigit(source.charCodeAt(index))) index++;
  if (source.charCodeAt(index) === 46 && isDigit(source.charCodeAt(index + 1))) {
    index += 2;
    while (isDigit(source.charCodeAt(index))) index++;
  }
  const exponent = source.charCodeAt(index);
  if (exponent === 101 || exponent === 69) {
    const sign = source.charCodeAt(index + 1);
    const digits = sign === 43 || sign === 45 ? index + 2 : index + 1;
    if (isDigit(source.charCodeAt(digits))) {
      index = digits;
      while (isDigit(source.charCodeAt(index))) index++;
    }
  }
  return index;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** Whether a letter, digit, `_`, `$` or `.` right after a number makes it a malformed path (`1abc`). */
function isWordAfterNumber(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  if (code < 128) return isAsciiLetter(code) || isDigit(code) || code === 95 || code === 36 || code === 46;
  WORD_AFTER_NUMBER.lastIndex = index;
  return WORD_AFTER_NUMBER.test(source);
}

/** The end of the path `[\p{L}_$][\p{L}\p{N}_$.-]*` at `start`, or -1 when no path starts there. */
function scanPath(source: string, start: number, code: number): number {
  if (code < 128) {
    if (!isAsciiLetter(code) && code !== 95 && code !== 36) return -1;
    let index = start + 1;
    for (; index < source.length; index++) {
      const next = source.charCodeAt(index);
      if (next >= 128) break;
      if (
        !isAsciiLetter(next) &&
        !isDigit(next) &&
        next !== 95 &&
        next !== 36 &&
        next !== 46 &&
        next !== 45
      ) {
        return index;
      }
    }
    if (index === source.length) return index;
  }
  PATH.lastIndex = start;
  return PATH.test(source) ? PATH.lastIndex : -1;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

const TOKEN_LIMIT = 40;

/** How a token reads in a message: `'props.x'`, `'}}'`, or `the end of the template` (one line, short). */
export function describeToken(token: ExpressionToken, source: string): string {
  if (token.kind === 'end') return 'the end of the template';
  const text = source.slice(token.start, token.end);
  const lineBreak = text.search(/[\r\n]/);
  const line = lineBreak === -1 ? text : text.slice(0, lineBreak);
  const short = line.length > TOKEN_LIMIT ? line.slice(0, TOKEN_LIMIT - 3) : line;
  return short === text ? `'${text}'` : `'${short}...'`;
}
