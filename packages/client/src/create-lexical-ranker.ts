import { tokenizeText } from './tokenize-text.js';
import type { ToolRanker, ToolScorer } from './tool-ranker.js';
import { type ToolField, toolFields, toolSearchTexts } from './tool-search-texts.js';
import { weighRequestWords } from './weigh-request-words.js';

export type { ToolField } from './tool-search-texts.js';

export interface LexicalRankerSettings {
  /**
   * Weight of a word found in each field. Default name 3, title 2, tags 2, source 1.5, operation 1.5,
   * description 1, parameters 0.5.
   */
  weights?: Partial<Record<ToolField, number>>;
  /** BM25 term-frequency saturation. Default 1.2. */
  k1?: number;
  /** BM25 length normalisation, 0 (none) to 1 (full). Default 0.75. */
  b?: number;
}

const fields = toolFields;
const defaultWeights: Record<ToolField, number> = {
  name: 3,
  title: 2,
  description: 1,
  tags: 2,
  source: 1.5,
  parameters: 0.5,
  operation: 1.5,
};

/** What one more occurrence adds to a packed count, per field; a count stops at 127 (7 × 7 bits < 2^53). */
const fieldUnit = fields.map((_, field) => 128 ** field);
const maxCount = 127;

/** Per word: the tools that have it, with the BM25F weight of the word in each. */
interface Postings {
  readonly tools: number[];
  /** Word counts per field of each tool in `tools`, packed: 7 bits per field (see `fieldUnit`). */
  readonly counts: number[];
  weights?: Float64Array;
  idf?: number;
}

/** What a search reads: the postings of each word, and the distinct words of each tool's name. */
interface SearchIndex {
  readonly postings: ReadonlyMap<string, Postings>;
  readonly size: number;
  /** The words of tool `i`'s name are `nameWords[nameStarts[i]]` to `nameWords[nameStarts[i + 1] - 1]`. */
  readonly nameStarts: Int32Array;
  readonly nameWords: readonly Postings[];
}

/**
 * BM25F over a tool's name (split into words), title (else the first sentence of its description),
 * description, tags, toolset or MCP server, input property names and descriptions, and for http tools what
 * the request does (method and path): each field's word counts are length-normalised and weighted, then
 * summed before BM25's saturation, so a word in the name counts more than one in a long description.
 * Sentences that many tools share are left out (see `toolSearchTexts`); a request's everyday words also look
 * for the words APIs use (`weighRequestWords`); a tool whose name the request covers comes first; a request
 * of several steps brings up the best tools of each. Offline, no model: see `tokenizeText` for how text
 * becomes words.
 */
export function createLexicalRanker(settings: LexicalRankerSettings = {}): ToolRanker {
  const weights = { ...defaultWeights, ...settings.weights };
  const k1 = settings.k1 ?? 1.2;
  const b = settings.b ?? 0.75;
  return {
    index(tools) {
      const lengths = fields.map(() => new Float64Array(tools.length));
      const postings = new Map<string, Postings>();
      const nameStarts = new Int32Array(tools.length + 1);
      const nameWords: Postings[] = [];
      const texts = toolSearchTexts(tools);
      for (let position = 0; position < tools.length; position++) {
        addTool(postings, lengths, texts(position), position, nameWords);
        nameStarts[position + 1] = nameWords.length;
      }
      const averages = lengths.map(
        (perTool) => perTool.reduce((sum, length) => sum + length, 0) / (perTool.length || 1),
      );
      const norm = (field: number, position: number) =>
        1 - b + (b * (lengths[field]?.[position] ?? 0)) / ((averages[field] ?? 0) || 1);
      for (const entry of postings.values()) {
        const idf = Math.log(1 + (tools.length - entry.tools.length + 0.5) / (entry.tools.length + 0.5));
        entry.idf = idf;
        entry.weights = Float64Array.from(entry.tools, (position, index) => {
          let frequency = 0;
          const packed = entry.counts[index] ?? 0;
          fields.forEach((field, at) => {
            const count = Math.floor(packed / (fieldUnit[at] ?? 1)) % 128;
            if (count > 0) frequency += (weights[field] * count) / norm(at, position);
          });
          return (idf * frequency * (k1 + 1)) / (k1 + frequency);
        });
        entry.counts.length = 0;
      }
      return createScorer({ postings, size: tools.length, nameStarts, nameWords });
    },
  };
}

/** Weight of the best match of each part of a request of several ("... and ..."), against the whole. */
const partWeight = 0.5;
const partSeparator = /\s*(?:,|;|\band then\b|\bthen\b|\band\b|\bplus\b|\balso\b)\s*/i;
/** A tool whose name the request covers entirely scores this many times more. */
const nameCoverageWeight = 1;

function createScorer(index: SearchIndex): ToolScorer {
  return (query) => {
    const scores = scoreRequest(index, query);
    const parts = query.split(partSeparator).filter((part) => tokenizeText(part).length > 0);
    if (parts.length < 2) return scores;
    // A request of several steps: the best tools of each step also come up, not only of the whole.
    const best = max(scores);
    const boost = new Float64Array(index.size);
    for (const part of parts) {
      const partScores = scoreRequest(index, part);
      const partBest = max(partScores);
      if (partBest <= 0) continue;
      partScores.forEach((score, position) => {
        boost[position] = Math.max(boost[position] ?? 0, score / partBest);
      });
    }
    return scores.map((score, position) => score + partWeight * best * (boost[position] ?? 0));
  };
}

/**
 * BM25F of the request's weighted words, times `1 + nameCoverageWeight × coverage`, where coverage is the
 * share of the tool's name (its words weighed by idf) that the request's words match: "list customers"
 * puts `GetCustomers` above `GetInvoiceitems`, whose description also lists customers.
 */
function scoreRequest(index: SearchIndex, request: string): Float64Array {
  const scores = new Float64Array(index.size);
  const found = new Map<Postings, number>();
  const touched: number[] = [];
  for (const [word, weight] of weighRequestWords(request)) {
    const entry = index.postings.get(word);
    if (!entry?.weights) continue;
    found.set(entry, weight);
    for (let at = 0; at < entry.tools.length; at++) {
      const position = entry.tools[at] as number;
      if (scores[position] === 0) touched.push(position);
      scores[position] = (scores[position] ?? 0) + weight * (entry.weights[at] ?? 0);
    }
  }
  for (const position of touched) {
    let covered = 0;
    let total = 0;
    for (let at = index.nameStarts[position] ?? 0; at < (index.nameStarts[position + 1] ?? 0); at++) {
      const word = index.nameWords[at] as Postings;
      total += word.idf ?? 0;
      covered += (word.idf ?? 0) * (found.get(word) ?? 0);
    }
    if (total > 0) scores[position] = (scores[position] ?? 0) * (1 + (nameCoverageWeight * covered) / total);
  }
  return scores;
}

function max(values: Float64Array): number {
  let result = 0;
  for (const value of values) if (value > result) result = value;
  return result;
}

/** Adds the words of a tool's fields to `postings`, and the distinct words of its name to `nameWords`. */
function addTool(
  postings: Map<string, Postings>,
  lengths: Float64Array[],
  texts: readonly string[],
  position: number,
  nameWords: Postings[],
): void {
  const nameStart = nameWords.length;
  texts.forEach((text, field) => {
    const words = tokenizeText(text);
    (lengths[field] as Float64Array)[position] = words.length;
    for (const word of words) {
      let entry = postings.get(word);
      if (!entry) {
        entry = { tools: [], counts: [] };
        postings.set(word, entry);
      }
      if (entry.tools[entry.tools.length - 1] !== position) {
        entry.tools.push(position);
        entry.counts.push(0);
      }
      const last = entry.counts.length - 1;
      const packed = entry.counts[last] ?? 0;
      const unit = fieldUnit[field] ?? 1;
      if (Math.floor(packed / unit) % 128 < maxCount) entry.counts[last] = packed + unit;
      if (field === 0 && nameWords.indexOf(entry, nameStart) < 0) nameWords.push(entry);
    }
  });
}
