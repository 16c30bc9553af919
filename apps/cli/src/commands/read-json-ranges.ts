/** A value of a JSON text and where it is: from `start` to just before `end`. */
export type JsonNode =
  | { readonly kind: 'object'; readonly start: number; readonly end: number; readonly entries: JsonEntry[] }
  | { readonly kind: 'array'; readonly start: number; readonly end: number; readonly items: JsonNode[] }
  | { readonly kind: 'scalar'; readonly start: number; readonly end: number; readonly value: unknown };

/** An entry of a JSON object: its key, where the key's opening quote is, and its value. */
export interface JsonEntry {
  readonly key: string;
  readonly keyStart: number;
  readonly value: JsonNode;
}

/**
 * The values of a JSON text with their places in it, for edits that keep the rest of the text as it is;
 * undefined when the text is not JSON. (The yaml library's parser gives the same, but loading it costs a
 * command such as `mci import openapi` more than the edit itself.)
 */
export function readJsonRanges(text: string): JsonNode | undefined {
  // A byte order mark is not JSON, but editors write one: it is kept, and the JSON read after it.
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  try {
    JSON.parse(text.slice(start));
  } catch {
    return undefined;
  }
  // The text is valid JSON from here on, which the readers below rely on.
  return readValue(text, skipSpace(text, start));
}

function readValue(text: string, at: number): JsonNode {
  const char = text[at];
  if (char === '{') return readObject(text, at);
  if (char === '[') return readArray(text, at);
  const end = char === '"' ? stringEnd(text, at) : scalarEnd(text, at);
  return { kind: 'scalar', start: at, end, value: JSON.parse(text.slice(at, end)) };
}

function readObject(text: string, start: number): JsonNode {
  const entries: JsonEntry[] = [];
  let at = skipSpace(text, start + 1);
  while (text[at] === '"') {
    const keyEnd = stringEnd(text, at);
    const value = readValue(text, skipSpace(text, skipSpace(text, keyEnd) + 1));
    entries.push({ key: JSON.parse(text.slice(at, keyEnd)) as string, keyStart: at, value });
    at = skipSpace(text, value.end);
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return { kind: 'object', start, end: at + 1, entries };
}

function readArray(text: string, start: number): JsonNode {
  const items: JsonNode[] = [];
  let at = skipSpace(text, start + 1);
  while (text[at] !== ']') {
    const item = readValue(text, at);
    items.push(item);
    at = skipSpace(text, item.end);
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return { kind: 'array', start, end: at + 1, items };
}

/** Just after the string whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** Just after the number, `true`, `false` or `null` at `start`. */
function scalarEnd(text: string, start: number): number {
  let at = start;
  while (at < text.length && !/[\s,\]}]/.test(text[at] as string)) at += 1;
  return at;
}

function skipSpace(text: string, start: number): number {
  let at = start;
  while (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t') at += 1;
  return at;
}
