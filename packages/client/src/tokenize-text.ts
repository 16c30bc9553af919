import { stemmer } from 'stemmer';
import { shortForms, stemExceptions } from './search-vocabulary.js';

/** Words too common in English tool descriptions and requests to tell tools apart. */
const stopWords = new Set(
  (
    'a am an and are as at be by can do does for from has have how i if in into is it its me need not ' +
    'of on or our please so some than that the their them then there these this to us using via want was ' +
    'we what when which while who will with would you your'
  ).split(' '),
);
const ascii = /^[ -~\s]*$/;

/**
 * Whether a text is printable ASCII and whitespace: such text takes the fast path, without
 * `Intl.Segmenter`, and its words do not depend on the text around them.
 */
export function isAsciiText(text: string): boolean {
  return ascii.test(text);
}
const asciiWord = /[A-Za-z0-9]+/g;
const combiningMarks = /[\u0300-\u036f]/g;
let segmenter: Intl.Segmenter | undefined;
const wordTokens = new Map<string, readonly string[]>();
const maxRemembered = 50_000;

/**
 * Words of a text for search, lowercased: identifiers split at `_`, `-`, `.`, `/` and camelCase
 * boundaries (`getUserById` gives `get user by id`), short forms spelled out (`repo` is `repository`, see
 * `shortForms`), English words stemmed (`issues` and `issue` match) except where the stemmer would merge
 * unrelated words (`logged` is not `log`, see `stemExceptions`), common English words and bare numbers
 * dropped. Text in any other script is split into words by `Intl.Segmenter` (so
 * Chinese or Japanese without spaces gives words too); Latin accents are ignored (`café` is `cafe`).
 */
export function tokenizeText(text: string): string[] {
  const tokens: string[] = [];
  const words = isAsciiText(text) ? (text.match(asciiWord) ?? []) : unicodeWords(text);
  for (const word of words) {
    let parts = wordTokens.get(word);
    if (parts === undefined) {
      parts = toTokens(word);
      // Tool texts repeat few distinct words: remembering them makes indexing several times faster.
      if (wordTokens.size >= maxRemembered) wordTokens.clear();
      wordTokens.set(word, parts);
    }
    for (const part of parts) tokens.push(part);
  }
  return tokens;
}

function toTokens(word: string): string[] {
  const tokens: string[] = [];
  for (const part of splitIdentifier(word)) {
    const lowered = part.toLowerCase();
    const long = shortForms.get(lowered);
    for (const form of long === undefined ? [lowered] : long.split(' ')) {
      if (stopWords.has(form) || /^\d+$/.test(form)) continue;
      tokens.push(isAsciiText(form) ? (stemExceptions.get(form) ?? stemmer(form)) : form);
    }
  }
  return tokens;
}

/** `getHTTPResponse2` gives `get`, `HTTP`, `Response2`. */
function splitIdentifier(word: string): string[] {
  if (word.length < 2 || word === word.toLowerCase()) return [word];
  return word
    .replace(/(\p{Ll}|\d)(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ');
}

function unicodeWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const normalized = text.normalize('NFKD').replace(combiningMarks, '').normalize('NFKC');
  const words: string[] = [];
  for (const segment of segmenter.segment(normalized)) {
    if (!segment.isWordLike) continue;
    // Segmenter keeps `snake_case` and `dotted.names` whole: split them like ASCII identifiers.
    for (const part of segment.segment.split(/[_.\-/]+/)) if (part !== '') words.push(part);
  }
  return words;
}
