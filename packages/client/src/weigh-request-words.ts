import { requestSynonyms } from './search-vocabulary.js';
import { tokenizeText } from './tokenize-text.js';

/** Weight of a word a request's own words bring in through `requestSynonyms`, against 1 for its own. */
export const synonymWeight = 0.75;

const singleWords = new Map<string, string[]>();
const phrases: Array<readonly [string, string]> = [];
for (const [phrase, words] of requestSynonyms) {
  if (phrase.includes(' ')) phrases.push([` ${phrase} `, words]);
  else singleWords.set(phrase, [...(singleWords.get(phrase) ?? []), words]);
}

/**
 * Values in a request rather than words: issue keys (`PROJ-12`), identifiers mixing letters and digits
 * of 8 characters or more (`cus_9s6XKzkNRiz8i3`), and e-mail addresses. They name the thing to act on, not the action,
 * and their letters would otherwise match unrelated tools (`proj` in examples of user searches).
 */
const values = /\b[A-Z][A-Z\d]*-\d+\b|\S+@\S+|\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{8,}\b/g;

/**
 * The search words of a request, each with its weight: the request's own words (1) and the words its
 * everyday verbs and nouns stand for in APIs (`synonymWeight`): "open a pull request" also looks for
 * `create`, "who am I" for the authenticated user.
 */
export function weighRequestWords(request: string): Map<string, number> {
  const words = request.replace(values, ' ');
  const weights = new Map<string, number>();
  for (const word of tokenizeText(words)) weights.set(word, 1);
  const lowered = words.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const extras: string[] = [];
  for (const word of lowered) extras.push(...(singleWords.get(word) ?? []));
  const spaced = ` ${lowered.join(' ')} `;
  for (const [phrase, words] of phrases) if (spaced.includes(phrase)) extras.push(words);
  for (const extra of extras) {
    for (const word of tokenizeText(extra)) if (!weights.has(word)) weights.set(word, synonymWeight);
  }
  return weights;
}
