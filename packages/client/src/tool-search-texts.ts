import { tokenizeText } from './tokenize-text.js';
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

const toolUnit = 2 ** 26;

/**
 * The sentences of descriptions (of tools and of their input properties) and the property names that
 * more than `max(5, 1 %)` of the tools share: boilerplate such as GitHub's paragraph on custom media types
 * or "The account owner of the repository.", which would otherwise match every request that mentions a
 * repository.
 */
function findBoilerplate(
  tools: readonly Tool[],
  descriptions: readonly string[][],
  known: Map<string, string[]>,
): Set<string> {
  // Per sentence: how many tools have it × 2^26 + the last tool counted + 1 (a tool counts once).
  const counts = new Map<string, number>();
  let position = 0;
  const count = (sentence: string) => {
    const value = counts.get(sentence) ?? 0;
    if (value % toolUnit !== position + 1)
      counts.set(sentence, value - (value % toolUnit) + toolUnit + position + 1);
  };
  for (; position < tools.length; position++) {
    for (const sentence of descriptions[position] as string[]) count(sentence);
    forEachProperty(tools[position] as Tool, (name, description) => {
      count(name);
      if (description !== undefined) for (const sentence of sentences(description, known)) count(sentence);
    });
  }
  const limit = Math.max(5, tools.length / 100);
  const boilerplate = new Set<string>();
  for (const [sentence, value] of counts) if (Math.floor(value / toolUnit) > limit) boilerplate.add(sentence);
  return boilerplate;
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

/** Printable ASCII and whitespace: text whose words do not depend on the text around them. */
const ascii = /^[ -~\s]*$/;

/** The words of a piece of text, with whether the piece is ASCII (see `ascii`). */
interface Piece {
  readonly text: string;
  readonly ascii: boolean;
  words?: readonly string[];
}

const piece = (text: string): Piece => ({ text, ascii: ascii.test(text) });
const wordsOf = (part: Piece) => {
  part.words ??= tokenizeText(part.text);
  return part.words;
};

/** Calls `visit` with the words of each piece, or of the pieces joined when one is not ASCII. */
function visitPieces(field: number, pieces: readonly Piece[], visit: VisitWords): void {
  if (pieces.every((part) => part.ascii)) for (const part of pieces) visit(field, wordsOf(part));
  else visit(field, tokenizeText(pieces.map((part) => part.text).join(' ')));
}

/** Receives the words of one field of a tool, maybe in several calls. */
export type VisitWords = (field: number, words: readonly string[]) => void;

/**
 * Visits the searched words of each field of the tool at a position (fields are indexes in `toolFields`),
 * the words of a field maybe in several calls: the title is the first sentence of the description when the
 * tool has none, and boilerplate (`findBoilerplate`) is left out of descriptions. The words are those of
 * `tokenizeText` over each field's text; ASCII sentences and property descriptions are split into words
 * once, however many tools share them.
 */
export function toolSearchWords(tools: readonly Tool[]): (position: number, visit: VisitWords) => void {
  const known = new Map<string, string[]>();
  const descriptions = tools.map((tool) => sentences(tool.description ?? '', undefined));
  const boilerplate = findBoilerplate(tools, descriptions, known);
  const names = new Map<string, Piece>();
  const namePiece = (name: string) => {
    let result = names.get(name);
    if (result === undefined) {
      result = piece(name);
      names.set(name, result);
    }
    return result;
  };
  const properties = new Map<string, Piece>();
  const propertyPiece = (text: string) => {
    let result = properties.get(text);
    if (result === undefined) {
      const parts = sentences(text, known);
      const kept = parts.some((part) => boilerplate.has(part))
        ? parts.filter((part) => !boilerplate.has(part)).join(' ')
        : text;
      result = piece(kept);
      properties.set(text, result);
    }
    return result;
  };
  return (position, visit) => {
    const tool = tools[position] as Tool;
    const description = tool.description ?? '';
    const parts = (descriptions[position] as string[]).map(piece);
    visit(0, tokenizeText(tool.name));
    const title = tool.title ?? tool.annotations?.title;
    if (title !== undefined) visit(1, tokenizeText(title));
    else visit(1, parts[0] === undefined ? [] : wordsOf(parts[0]));
    const kept = parts.filter((part) => !boilerplate.has(part.text));
    if (kept.length === parts.length && !ascii.test(description)) visit(2, tokenizeText(description));
    else visitPieces(2, kept, visit);
    visit(3, tokenizeText(tool.tags.join(' ')));
    visit(4, tokenizeText([tool.source.toolset, tool.source.mcpServer].filter(Boolean).join(' ')));
    const parameters: Piece[] = [];
    forEachProperty(tool, (name, text) => {
      if (!boilerplate.has(name)) parameters.push(namePiece(name));
      if (text !== undefined) parameters.push(propertyPiece(text));
    });
    visitPieces(5, parameters, visit);
    visit(6, tokenizeText(operationText(tool)));
  };
}
