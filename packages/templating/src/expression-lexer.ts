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

const SYMBOLS: readonly ExpressionSymbol[] = [
  '!!}',
  '}}',
  '==',
  '!=',
  '>=',
  '<=',
  '|',
  '(',
  ')',
  ',',
  '>',
  '<',
];
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const PATH = /[\p{L}_$][\p{L}\p{N}_$.-]*/uy;
const WORD_AFTER_NUMBER = /[\p{L}\p{N}_$.]/uy;
const KEYWORDS: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null };

/**
 * Reads the small expression language inside `{{ }}`, `{!! !!}` and directive parentheses: dot paths,
 * quoted literals (' or ", no escapes), numbers, `true`/`false`/`null`, and symbols. Whitespace between
 * tokens (newlines included) is skipped. Problems come back as `invalid` tokens, never as exceptions.
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
    const char = source.charAt(start);
    if (char === "'" || char === '"') return this.readString(start, char);
    for (const symbol of SYMBOLS) {
      if (source.startsWith(symbol, start))
        return this.take({ kind: 'symbol', symbol, start, end: start + symbol.length });
    }
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(source);
    if (number !== null) return this.readNumber(start, number[0]);
    PATH.lastIndex = start;
    const path = PATH.exec(source);
    if (path !== null) return this.readPath(start, path[0]);
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

  private readNumber(start: number, text: string): ExpressionToken {
    const end = start + text.length;
    WORD_AFTER_NUMBER.lastIndex = end;
    if (WORD_AFTER_NUMBER.test(this.source)) {
      return this.take({
        kind: 'invalid',
        detail: 'a path must start with a letter, _ or $',
        start,
        end: end + 1,
      });
    }
    return this.take({ kind: 'operand', operand: { kind: 'literal', value: Number(text) }, start, end });
  }

  private readPath(start: number, text: string): ExpressionToken {
    const end = start + text.length;
    const keyword = KEYWORDS[text];
    if (keyword !== undefined && Object.hasOwn(KEYWORDS, text)) {
      return this.take({ kind: 'operand', operand: { kind: 'literal', value: keyword }, start, end });
    }
    const segments = text.split('.');
    if (segments.includes('')) {
      return this.take({ kind: 'invalid', detail: `the path '${text}' has an empty segment`, start, end });
    }
    return this.take({ kind: 'operand', operand: { kind: 'path', source: text, segments }, start, end });
  }

  private take(token: ExpressionToken): ExpressionToken {
    this.position = token.end;
    return token;
  }
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
