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

/** A sentence of a description or a property name, how many tools have it, and its words once asked. */
interface Piece {
  readonly text: string;
  /** Printable ASCII and whitespace (as `isAsciiText`): its words do not depend on the text around it. */
  readonly ascii: boolean;
  tools: number;
  /** The last tool counted (a tool counts once). */
  last: number;
  words: readonly string[] | undefined;
}

/** The words of a piece, kept when other tools share it (the words of the others are garbage at once). */
const wordsOf = (piece: Piece) => {
  if (piece.tools === 1) return tokenizeText(piece.text);
  piece.words ??= tokenizeText(piece.text);
  return piece.words;
};

const sentenceEnd = /(?<=[.!?])\s+|\n+/;
const maybeSentences = /[.!?\n]/;

/**
 * Calls `visit` with each sentence of a text, trimmed, and whether it is ASCII (see `isAsciiText`): a
 * sentence ends at a line break, or at `.`, `!` or `?` followed by whitespace.
 */
function forEachSentence(text: string, visit: (sentence: string, ascii: boolean) => void): void {
  const ascii = isAsciiText(text);
  if (!maybeSentences.test(text)) {
    const trimmed = text.trim();
    if (trimmed !== '') visit(trimmed, ascii);
    return;
  }
  for (const sentence of text.split(sentenceEnd)) {
    const trimmed = sentence.trim();
    if (trimmed !== '') visit(trimmed, ascii || isAsciiText(trimmed));
  }
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

/** The counted pieces of the tools' descriptions and input properties. */
interface ToolPieces {
  /** The sentences of each tool's description: those of tool `i` from `descriptionStarts[i]` to the next start. */
  readonly description: Piece[];
  readonly descriptionStarts: Int32Array;
  /** The sentences of descriptions and the property names, by text. */
  readonly shared: ReadonlyMap<string, Piece>;
  /** The sentences of each property description, by its text (they repeat from tool to tool). */
  readonly propertyTexts: ReadonlyMap<string, readonly Piece[]>;
}

/**
 * The sentences of descriptions (of tools and of their input properties) and the property names, each
 * counted by how many tools have it. Those that more than `max(5, 1 %)` of the tools share are
 * boilerplate, such as GitHub's paragraph on custom media types or "The account owner of the repository.",
 * which would otherwise match every request that mentions a repository.
 */
function countPieces(tools: readonly Tool[]): ToolPieces {
  const shared = new Map<string, Piece>();
  const propertyTexts = new Map<string, Piece[]>();
  const description: Piece[] = [];
  const descriptionStarts = new Int32Array(tools.length + 1);
  let position = 0;
  const countOnce = (piece: Piece) => {
    if (piece.last !== position) {
      piece.last = position;
      piece.tools++;
    }
    return piece;
  };
  const count = (text: string, ascii: boolean | undefined) => {
    let piece = shared.get(text);
    if (piece === undefined) {
      piece = { text, ascii: ascii ?? isAsciiText(text), tools: 0, last: -1, words: undefined };
      shared.set(text, piece);
    }
    return countOnce(piece);
  };
  const addSentence = (sentence: string, ascii: boolean) => description.push(count(sentence, ascii));
  const addProperty = (name: string, text: string | undefined) => {
    count(name, undefined);
    if (text === undefined) return;
    const sentences = propertyTexts.get(text);
    if (sentences !== undefined) for (const piece of sentences) countOnce(piece);
    else {
      const found: Piece[] = [];
      forEachSentence(text, (sentence, ascii) => found.push(count(sentence, ascii)));
      propertyTexts.set(text, found);
    }
  };
  for (; position < tools.length; position++) {
    const tool = tools[position] as Tool;
    if (tool.description !== undefined) forEachSentence(tool.description, addSentence);
    forEachProperty(tool, addProperty);
    descriptionStarts[position + 1] = description.length;
  }
  return { description, descriptionStarts, shared, propertyTexts };
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

/** Receives the words of one field of a tool, maybe in several calls. */
export type VisitWords = (field: number, words: readonly string[]) => void;

/**
 * Visits the words of the pieces from `start` to `end` that are not boilerplate (shared by more than
 * `limit` tools): those of each piece when all are ASCII (`first` for the first piece when given), else of
 * their texts joined.
 */
function visitPieces(
  field: number,
  pieces: readonly Piece[],
  start: number,
  end: number,
  limit: number,
  first: readonly string[] | undefined,
  visit: VisitWords,
): void {
  let ascii = true;
  for (let at = start; at < end; at++) {
    const piece = pieces[at] as Piece;
    if (piece.tools <= limit) ascii &&= piece.ascii;
  }
  if (ascii) {
    for (let at = start; at < end; at++) {
      const piece = pieces[at] as Piece;
      if (piece.tools <= limit) visit(field, at === start && first !== undefined ? first : wordsOf(piece));
    }
    return;
  }
  const kept: string[] = [];
  for (let at = start; at < end; at++) {
    const piece = pieces[at] as Piece;
    if (piece.tools <= limit) kept.push(piece.text);
  }
  visit(field, tokenizeText(kept.join(' ')));
}

/**
 * Visits the searched words of each field of the tool at a position (fields are indexes in `toolFields`),
 * the words of a field maybe in several calls: the title is the first sentence of the description when the
 * tool has none, and boilerplate (`countPieces`) is left out of descriptions and input properties. The
 * words are those of `tokenizeText`; a sentence, property name, tag or toolset is split into words once,
 * however many tools share it.
 */
export function toolSearchWords(tools: readonly Tool[]): (position: number, visit: VisitWords) => void {
  const pieces = countPieces(tools);
  const limit = Math.max(5, tools.length / 100);
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
  /** The pieces of the input properties of the tool being visited. */
  const parameters: Piece[] = [];
  const addParameter = (name: string, text: string | undefined) => {
    parameters.push(pieces.shared.get(name) as Piece);
    if (text !== undefined) for (const piece of pieces.propertyTexts.get(text) ?? []) parameters.push(piece);
  };
  return (position, visit) => {
    const tool = tools[position] as Tool;
    const start = pieces.descriptionStarts[position] as number;
    const end = pieces.descriptionStarts[position + 1] as number;
    visit(0, tokenizeText(tool.name));
    const title = tool.title ?? tool.annotations?.title;
    const first =
      title === undefined && start < end ? wordsOf(pieces.description[start] as Piece) : undefined;
    visit(1, title !== undefined ? tokenizeText(title) : (first ?? []));
    visitPieces(2, pieces.description, start, end, limit, first, visit);
    for (const tag of tool.tags) visit(3, wordsOfText(tag));
    if (tool.source.toolset !== undefined) visit(4, wordsOfText(tool.source.toolset));
    if (tool.source.mcpServer !== undefined) visit(4, wordsOfText(tool.source.mcpServer));
    parameters.length = 0;
    forEachProperty(tool, addParameter);
    visitPieces(5, parameters, 0, parameters.length, limit, undefined, visit);
    visit(6, wordsOfText(operationText(tool)));
  };
}
