import {
  type DirectiveKeyword,
  nativeFormatError,
  readDirectiveArguments,
  readNative,
  readPlaceholder,
  type Tag,
} from './read-tag.js';
import { TemplateError } from './template-error.js';
import { describePosition, type TemplateSource } from './template-source.js';

/** Text (a string) or a tag. */
export type TemplateToken = string | Exclude<Tag, { type: 'escape' }>;

const KEYWORDS: readonly DirectiveKeyword[] = [
  'foreach',
  'for',
  'elseif',
  'else',
  'endforeach',
  'endfor',
  'endif',
  'if',
];
const WORD_CHAR = /[\p{L}\p{N}_]$/u;
const NEXT_WORD_CHAR = /^[\p{L}\p{N}_]/u;

/**
 * Splits a template into text and tags (placeholders, `{!! !!}`, directives). A line that holds only
 * directives and blanks is removed with its line break, so block directives leave no empty lines.
 */
export function tokenizeTemplate(source: TemplateSource, directives: boolean): TemplateToken[] {
  const tags = scanTags(source, directives);
  const native = tags.find((tag) => tag.type === 'native');
  if (
    native !== undefined &&
    (tags.length > 1 ||
      !isBlank(source.text, 0, native.start) ||
      !isBlank(source.text, native.end, source.text.length))
  ) {
    throw nativeFormatError(source, native.start);
  }
  const removed = directives ? standaloneLines(source.text, tags) : [];
  return buildTokens(source.text, tags, removed);
}

function scanTags(source: TemplateSource, directives: boolean): Tag[] {
  const text = source.text;
  const tags: Tag[] = [];
  let index = 0;
  let afterTag = -1;
  let nextBrace = text.indexOf('{');
  let nextAt = directives ? text.indexOf('@') : -1;
  while (nextBrace !== -1 || nextAt !== -1) {
    const isBrace = nextAt === -1 || (nextBrace !== -1 && nextBrace < nextAt);
    const position = isBrace ? nextBrace : nextAt;
    let tag: Tag | undefined;
    if (isBrace && text.startsWith('{{', position)) tag = readPlaceholder(source, position);
    else if (isBrace && text.startsWith('{!!', position)) tag = readNative(source, position);
    else if (!isBrace) tag = readAt(source, position, afterTag === position);
    if (tag !== undefined) tags.push(tag);
    if (tag !== undefined && tag.type !== 'escape') afterTag = tag.end;
    index = tag === undefined ? position + 1 : tag.end;
    if (nextBrace !== -1 && nextBrace < index) nextBrace = text.indexOf('{', index);
    if (nextAt !== -1 && nextAt < index) nextAt = text.indexOf('@', index);
  }
  return tags;
}

function matchKeyword(text: string, start: number): DirectiveKeyword | undefined {
  for (const keyword of KEYWORDS) {
    if (text.startsWith(keyword, start) && !isWordCharAt(text, start + keyword.length)) return keyword;
  }
  return undefined;
}

/** Whether a letter, digit or `_` starts at `index` (ASCII by code, other characters by Unicode class). */
function isWordCharAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) {
    return (
      (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95
    );
  }
  return NEXT_WORD_CHAR.test(text.slice(index, index + 2));
}

/**
 * Reads what starts at an `@`: a directive, an `@@keyword` escape, or nothing (plain text). A directive
 * word is recognised wherever it ends at a non-word character, even right after a word (`x@for(`,
 * `on@endif`). An opening word without its `(` is a mistake, except right after a word character of text
 * (`ops@if.example`), where it is text.
 */
function readAt(source: TemplateSource, at: number, followsTag: boolean): Tag | undefined {
  const text = source.text;
  if (text.charCodeAt(at + 1) === 64) {
    const escaped = matchKeyword(text, at + 2);
    return escaped === undefined
      ? undefined
      : { type: 'escape', text: `@${escaped}`, start: at, end: at + 2 + escaped.length };
  }
  const keyword = matchKeyword(text, at + 1);
  if (keyword === undefined) return undefined;
  const end = at + 1 + keyword.length;
  if (keyword !== 'for' && keyword !== 'foreach' && keyword !== 'if' && keyword !== 'elseif') {
    return { type: 'directive', keyword, args: { kind: 'none' }, start: at, end };
  }
  const open = skipBlanks(text, end);
  if (text[open] !== '(') {
    if (!followsTag && at > 0 && WORD_CHAR.test(text.slice(Math.max(0, at - 2), at))) return undefined;
    const position = source.locate(at, text.length);
    throw new TemplateError(
      'TEMPLATE_SYNTAX_ERROR',
      `Invalid @${keyword} at ${describePosition(position)}: expected '(' after @${keyword} (write @@${keyword} for the literal text)`,
      position,
    );
  }
  const read = readDirectiveArguments(source, keyword, at, open);
  return { type: 'directive', keyword, args: read.args, start: at, end: read.end };
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 13 && code !== 10) return false;
  }
  return true;
}

/** The index after the spaces and tabs at `start`. */
function skipBlanks(text: string, start: number): number {
  let index = start;
  while (text[index] === ' ' || text[index] === '\t') index++;
  return index;
}

function isLineBlank(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 13) return false;
  }
  return true;
}

/** The index where the line holding `index` starts (a scan back: `lastIndexOf` runs outside compiled code). */
function lineStartOf(text: string, index: number): number {
  let start = index;
  while (start > 0 && text.charCodeAt(start - 1) !== 10) start--;
  return start;
}

/** Ranges [start, end) of lines made only of directives and blanks, each with its line break. */
function standaloneLines(text: string, tags: readonly Tag[]): Array<readonly [number, number]> {
  const removed: Array<readonly [number, number]> = [];
  let index = 0;
  while (index < tags.length) {
    const first = tags[index] as Tag;
    const lineStart = lineStartOf(text, first.start);
    let standalone = isLineBlank(text, lineStart, first.start);
    let previousEnd = first.start;
    let lineEnd = -1;
    while (index < tags.length) {
      const tag = tags[index] as Tag;
      if (tag !== first && tag.start >= lineEnd) break;
      standalone &&= tag.type === 'directive' && isLineBlank(text, previousEnd, tag.start);
      previousEnd = tag.end;
      if (tag.end > lineEnd) {
        const newline = text.indexOf('\n', tag.end);
        lineEnd = newline === -1 ? text.length : newline;
      }
      index++;
    }
    if (standalone && isLineBlank(text, previousEnd, lineEnd)) {
      removed.push([lineStart, Math.min(lineEnd + 1, text.length)]);
    }
  }
  return removed;
}

function buildTokens(
  text: string,
  tags: readonly Tag[],
  removed: ReadonlyArray<readonly [number, number]>,
): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  let pending = '';
  let range = 0;
  const addText = (start: number, end: number): void => {
    let from = start;
    while (from < end) {
      while (range < removed.length && (removed[range]?.[1] ?? 0) <= from) range++;
      const cut = removed[range];
      if (cut === undefined || cut[0] >= end) {
        pending += text.slice(from, end);
        return;
      }
      if (cut[0] > from) pending += text.slice(from, cut[0]);
      from = Math.max(from, cut[1]);
    }
  };
  let position = 0;
  for (const tag of tags) {
    addText(position, tag.start);
    // The blanks between a bare `@else` and its text on the same line only separate the two.
    position = tag.type === 'directive' && tag.keyword === 'else' ? skipBlanks(text, tag.end) : tag.end;
    if (tag.type === 'escape') {
      pending += tag.text;
      continue;
    }
    if (pending !== '') tokens.push(pending);
    pending = '';
    tokens.push(tag);
  }
  addText(position, text.length);
  if (pending !== '') tokens.push(pending);
  return tokens;
}
