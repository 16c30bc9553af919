import { isAsciiText, tokenizeText } from './tokenize-text.js';
import type { Tool } from './tool.js';

/** The parts of a tool that are searched, each with its own weight. */
export type ToolField = 'name' | 'title' | 'description' | 'tags' | 'source' | 'parameters' | 'operation';

/** The searched fields, in the order of `toolSearchWords`. */
export const toolFields: readonly ToolField[] = [
  'name',
  'title',
  'description',
  'tags',
  'source',
  'parameters',
  'operation',
];

const sentenceEnd = /(?<=[.!?])\s+|\n+/;

/** The sentences of a text, trimmed; `known` remembers texts already split (property descriptions repeat). */
function sentences(text: string, known: Map<string, string[]> | undefined): string[] {
  let result = known?.get(text);
  if (result !== undefined) return result;
  result = [];
  for (const sentence of /[.!?\n]/.test(text) ? text.split(sentenceEnd) : [text]) {
    const trimmed = sentence.trim();
    if (trimmed !== '') result.push(trimmed);
  }
  known?.set(text, result);
  return result;
}

/** Calls `visit` with the name and description of each input property of a tool. */
function forEachProperty(tool: Tool, visit: (name: string, description: string | undefined) => void): void {
  const properties = tool.inputSchema?.properties as
    | Record<string, { description?: unknown } | null>
    | undefined;
  if (properties === null || typeof properties !== 'object') return;
  for (const name in properties) {
    const description = properties[name]?.description;
    visit(name, typeof description === 'string' ? description : undefined);
  }
}

/** A sentence of a description, or a property name, and how many tools have it. */
interface Shared extends Piece {
  tools: number;
  /** The last tool counted (a tool counts once). */
  last: number;
}

/**
 * The sentences of descriptions (of tools and of their input properties) and the property names, each
 * with how many tools have it. Those that more than `max(5, 1 %)` of the tools share are boilerplate, such
 * as GitHub's paragraph on custom media types or "The account owner of the repository.", which would
 * otherwise match every request that mentions a repository.
 */
function countShared(
  tools: readonly Tool[],
  known: Map<string, string[]>,
): { shared: Map<string, Shared>; descriptions: Shared[][] } {
  const shared = new Map<string, Shared>();
  const descriptions: Shared[][] = [];
  let position = 0;
  const count = (text: string) => {
    let entry = shared.get(text);
    if (entry === undefined) {
      entry = { text, tools: 0, last: -1 };
      shared.set(text, entry);
    }
    if (entry.last !== position) {
      entry.last = position;
      entry.tools++;
    }
    return entry;
  };
  for (; position < tools.length; position++) {
    const tool = tools[position] as Tool;
    descriptions.push(sentences(tool.description ?? '', undefined).map(count));
    forEachProperty(tool, (name, description) => {
      count(name);
      if (description !== undefined) for (const sentence of sentences(description, known)) count(sentence);
    });
  }
  return { shared, descriptions };
}

/** What the HTTP method of a request does, in the verbs people use. */
const methodVerbs: Readonly<Record<string, string>> = {
  POST: 'create',
  PUT: 'update set',
  PATCH: 'update',
  DELETE: 'delete remove',
};

/**
 * What an http tool's request does: the verbs of its method (GET of a collection is `get list`) and the
 * nouns of its path without placeholders (`POST /repos/{owner}/{repo}/pulls` gives `create repos pulls`).
 */
function operationText(tool: Tool): string {
  const execution = tool.execution as { type?: unknown; method?: unknown; url?: unknown };
  if (execution.type !== 'http' || typeof execution.url !== 'string') return '';
  const method = typeof execution.method === 'string' ? execution.method.toUpperCase() : 'GET';
  const url = execution.url.replace(/\{\{[^}]*\}\}/g, '{}').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  const verbs = methodVerbs[method] ?? (/\}\/?$/.test(url) ? 'get' : 'get list');
  return `${verbs} ${url.replace(/\{[^}]*\}/g, ' ')}`;
}

/** A piece of text, with whether it is ASCII (see `isAsciiText`) and its words, each found when first asked. */
interface Piece {
  readonly text: string;
  ascii?: boolean;
  words?: readonly string[];
}

const piece = (text: string): Piece => ({ text });
const isAscii = (part: Piece) => {
  part.ascii ??= isAsciiText(part.text);
  return part.ascii;
};
const wordsOf = (part: Piece) => {
  part.words ??= tokenizeText(part.text);
  return part.words;
};
/** The words of a sentence, kept only when other tools share it (the words of the others are garbage at once). */
const wordsOfSentence = (sentence: Shared) =>
  sentence.tools > 1 ? wordsOf(sentence) : tokenizeText(sentence.text);

/** Calls `visit` with the words of each piece, or of the pieces joined when one is not ASCII. */
function visitPieces(field: number, pieces: readonly Piece[], visit: VisitWords): void {
  if (pieces.every(isAscii)) for (const part of pieces) visit(field, wordsOf(part));
  else visit(field, tokenizeText(pieces.map((part) => part.text).join(' ')));
}

/** Receives the words of one field of a tool, maybe in several calls. */
export type VisitWords = (field: number, words: readonly string[]) => void;

/**
 * Visits the words of a tool's description without its boilerplate sentences: those of each sentence when
 * they are all ASCII (their words are known once however many tools share them), else of the text.
 */
function visitDescription(
  text: string,
  parts: readonly Shared[],
  limit: number,
  first: readonly string[] | undefined,
  visit: VisitWords,
): void {
  let count = 0;
  let ascii = true;
  for (const part of parts) {
    if (part.tools > limit) continue;
    count++;
    ascii &&= isAscii(part);
  }
  if (ascii) {
    parts.forEach((part, at) => {
      if (part.tools <= limit) visit(2, at === 0 && first !== undefined ? first : wordsOfSentence(part));
    });
  } else if (count === parts.length) visit(2, tokenizeText(text));
  else {
    const kept = parts.filter((part) => part.tools <= limit).map((part) => part.text);
    visit(2, tokenizeText(kept.join(' ')));
  }
}

/**
 * Visits the searched words of each field of the tool at a position (fields are indexes in `toolFields`),
 * the words of a field maybe in several calls: the title is the first sentence of the description when the
 * tool has none, and boilerplate (`countShared`) is left out of descriptions. The words are those of
 * `tokenizeText` over each field's text; ASCII sentences, property names and property descriptions are
 * split into words once, however many tools share them.
 */
export function toolSearchWords(tools: readonly Tool[]): (position: number, visit: VisitWords) => void {
  const known = new Map<string, string[]>();
  const { shared, descriptions } = countShared(tools, known);
  const limit = Math.max(5, tools.length / 100);
  /** The sentence or property name, unless it is boilerplate. */
  const kept = (text: string) => {
    const entry = shared.get(text);
    return entry === undefined || entry.tools > limit ? undefined : entry;
  };
  // Tags, toolsets and operations repeat from tool to tool: their words are found once.
  const texts = new Map<string, readonly string[]>();
  const wordsOfText = (text: string) => {
    let words = texts.get(text);
    if (words === undefined) {
      words = tokenizeText(text);
      texts.set(text, words);
    }
    return words;
  };
  const properties = new Map<string, Piece>();
  const propertyPiece = (text: string) => {
    let result = properties.get(text);
    if (result === undefined) {
      const parts = sentences(text, known);
      const some = parts.filter((part) => kept(part) !== undefined);
      result = piece(some.length === parts.length ? text : some.join(' '));
      properties.set(text, result);
    }
    return result;
  };
  return (position, visit) => {
    const tool = tools[position] as Tool;
    const parts = descriptions[position] as Shared[];
    visit(0, tokenizeText(tool.name));
    const title = tool.title ?? tool.annotations?.title;
    const first = title === undefined && parts[0] !== undefined ? wordsOfSentence(parts[0]) : undefined;
    visit(1, title !== undefined ? tokenizeText(title) : (first ?? []));
    visitDescription(tool.description ?? '', parts, limit, first, visit);
    visit(3, wordsOfText(tool.tags.join(' ')));
    visit(4, wordsOfText([tool.source.toolset, tool.source.mcpServer].filter(Boolean).join(' ')));
    const parameters: Piece[] = [];
    forEachProperty(tool, (name, text) => {
      const entry = kept(name);
      if (entry !== undefined) parameters.push(entry);
      if (text !== undefined) parameters.push(propertyPiece(text));
    });
    visitPieces(5, parameters, visit);
    visit(6, wordsOfText(operationText(tool)));
  };
}
