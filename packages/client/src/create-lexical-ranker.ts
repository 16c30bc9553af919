import { tokenizeText } from './tokenize-text.js';
import type { ToolRanker, ToolScorer } from './tool-ranker.js';
import { type ToolField, toolFields, toolSearchWords } from './tool-search-words.js';
import { weighRequestWords } from './weigh-request-words.js';

export type { ToolField } from './tool-search-words.js';

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

/** Per word while indexing: the tools that have it, and its word counts in each. */
interface Postings {
  readonly id: number;
  readonly tools: number[];
  /** Word counts per field of each tool in `tools`, packed: 7 bits per field (see `fieldUnit`). */
  readonly counts: number[];
}

/** Per word once indexed: the tools that have it, with the fused weight of the word in each. */
interface Word {
  readonly id: number;
  readonly tools: Int32Array;
  readonly weights: Float64Array;
}

/** What a search reads; the words of tool `i`'s name are `nameWords[nameStarts[i]]` to `nameWords[nameStarts[i + 1] - 1]`. */
interface SearchIndex {
  readonly words: ReadonlyMap<string, Word>;
  readonly size: number;
  readonly nameStarts: Int32Array;
  /** Ids of the distinct words of each tool's name. */
  readonly nameWords: Int32Array;
  /** Per tool: the sum of the idf of its name's words. */
  readonly nameTotals: Float64Array;
  /** Per word id. */
  readonly idf: Float64Array;
  /** Per word id: its weight in the request being scored, else 0 (scratch space of `scoreRequest`). */
  readonly requestWeights: Float64Array;
  /** The tools a request matches (scratch space of `scoreRequest`). */
  readonly touched: Int32Array;
}

/**
 * BM25 over each field of a tool apart, fused as a weighted sum: its name (split into words), title (else the
 * first sentence of its description), description, tags, toolset or MCP server, input property names and
 * descriptions, and for http tools what the request does (method and path). Each field's word counts are
 * length-normalised and saturated on their own, so a word in the name counts more than one in a long
 * description, and a word many times in one field does not outweigh it once in a field of more weight.
 * Sentences that many tools share are left out (see `toolSearchWords`); a request's everyday words also look
 * for the words APIs use (`weighRequestWords`); a tool whose name the request covers comes first; a request
 * of several steps brings up the best tools of each. Offline, no model: see `tokenizeText` for how text
 * becomes words.
 */
export function createLexicalRanker(settings: LexicalRankerSettings = {}): ToolRanker {
  const weights = { ...defaultWeights, ...settings.weights };
  const k1 = settings.k1 ?? 1.2;
  const b = settings.b ?? 0.75;
  const fieldWeights = fields.map((field) => weights[field]);
  return {
    index(tools) {
      const lengths = fields.map(() => new Float64Array(tools.length));
      const postings = new Map<string, Postings>();
      const nameStarts = new Int32Array(tools.length + 1);
      const nameWords: number[] = [];
      const visit = toolSearchWords(tools);
      let position = 0;
      const add = (field: number, words: readonly string[]) => {
        addWords(postings, lengths, position, field, words, nameWords);
      };
      for (; position < tools.length; position++) {
        visit(position, add);
        nameStarts[position + 1] = nameWords.length;
      }
      const norms = lengths.map((perTool) => {
        const average = perTool.reduce((sum, length) => sum + length, 0) / (perTool.length || 1) || 1;
        return perTool.map((length) => 1 - b + (b * length) / average);
      });
      const words = new Map<string, Word>();
      const idf = new Float64Array(postings.size);
      for (const [word, entry] of postings) {
        const count = entry.tools.length;
        const wordIdf = Math.log(1 + (tools.length - count + 0.5) / (count + 0.5));
        idf[entry.id] = wordIdf;
        const weights = new Float64Array(count);
        for (let at = 0; at < count; at++) {
          const position = entry.tools[at] as number;
          let sum = 0;
          // Unpacks the counts of each field, lowest field first (see `fieldUnit`); each field saturates apart.
          for (let field = 0, rest = entry.counts[at] as number; rest > 0; field++) {
            const higher = Math.floor(rest / 128);
            const count = rest - higher * 128;
            rest = higher;
            if (count > 0) {
              const frequency = count / (norms[field]?.[position] as number);
              sum += ((fieldWeights[field] as number) * frequency * (k1 + 1)) / (k1 + frequency);
            }
          }
          weights[at] = wordIdf * sum;
        }
        words.set(word, { id: entry.id, tools: new Int32Array(entry.tools), weights });
      }
      const ids = new Int32Array(nameWords);
      return createScorer({
        words,
        size: tools.length,
        nameStarts,
        nameWords: ids,
        nameTotals: nameTotals(nameStarts, ids, idf),
        idf,
        requestWeights: new Float64Array(postings.size),
        touched: new Int32Array(tools.length),
      });
    },
  };
}

/** Per tool: the sum of the idf of its name's words. */
function nameTotals(nameStarts: Int32Array, nameWords: Int32Array, idf: Float64Array): Float64Array {
  const totals = new Float64Array(nameStarts.length - 1);
  for (let position = 0; position < totals.length; position++) {
    let total = 0;
    for (let at = nameStarts[position] as number; at < (nameStarts[position + 1] as number); at++) {
      total += idf[nameWords[at] as number] as number;
    }
    totals[position] = total;
  }
  return totals;
}

/** Weight of the best match of each part of a request of several ("... and ..."), against the whole. */
const partWeight = 0.5;
const partSeparator = /\s*(?:,|;|\band then\b|\bthen\b|\band\b|\bplus\b|\balso\b)\s*/i;
/** A tool whose name the request covers entirely scores this many times more. */
const nameCoverageWeight = 1;

function createScorer(index: SearchIndex): ToolScorer {
  return (query) => {
    const scores = scoreRequest(index, query);
    if (!partSeparator.test(query)) return scores;
    const parts = query.split(partSeparator).filter((part) => tokenizeText(part).length > 0);
    if (parts.length < 2) return scores;
    // A request of several steps: the best tools of each step also come up, not only of the whole.
    const best = max(scores);
    const boost = zeros(index.size);
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
 * The fused BM25 of the request's weighted words, times `1 + nameCoverageWeight × coverage`, where coverage is the
 * share of the tool's name (its words weighed by idf) that the request's words match: "list customers"
 * puts `GetCustomers` above `GetInvoiceitems`, whose description also lists customers.
 */
function scoreRequest(index: SearchIndex, request: string): number[] {
  const { idf, nameStarts, nameWords, requestWeights, touched } = index;
  const scores = zeros(index.size);
  const found: Word[] = [];
  let matched = 0;
  for (const [word, weight] of weighRequestWords(request)) {
    const entry = index.words.get(word);
    if (entry === undefined) continue;
    requestWeights[entry.id] = weight;
    found.push(entry);
    for (let at = 0; at < entry.tools.length; at++) {
      const position = entry.tools[at] as number;
      if (scores[position] === 0) touched[matched++] = position;
      scores[position] = (scores[position] as number) + weight * (entry.weights[at] as number);
    }
  }
  for (let next = 0; next < matched; next++) {
    const position = touched[next] as number;
    const total = index.nameTotals[position] as number;
    if (!(total > 0)) continue;
    let covered = 0;
    for (let at = nameStarts[position] as number; at < (nameStarts[position + 1] as number); at++) {
      const word = nameWords[at] as number;
      covered += (idf[word] as number) * (requestWeights[word] as number);
    }
    scores[position] = (scores[position] as number) * (1 + (nameCoverageWeight * covered) / total);
  }
  for (const entry of found) requestWeights[entry.id] = 0;
  return scores;
}

/**
 * A plain array of zeros for the scores of one request: it lives in the young generation, where it is
 * collected almost for free, while a typed array of 10 000 tools (80 kB outside the heap) would bring on
 * full collections of a large heap as requests come.
 */
function zeros(size: number): number[] {
  return new Array<number>(size).fill(0);
}

function max(values: readonly number[]): number {
  let result = 0;
  for (const value of values) if (value > result) result = value;
  return result;
}

/**
 * Adds the words of one field of the tool at `position` to `postings`, and their number to its length; the
 * ids of the distinct words of its name (field 0, visited first) to `nameWords`.
 */
function addWords(
  postings: Map<string, Postings>,
  lengths: Float64Array[],
  position: number,
  field: number,
  words: readonly string[],
  nameWords: number[],
): void {
  (lengths[field] as Float64Array)[position] =
    ((lengths[field] as Float64Array)[position] as number) + words.length;
  const unit = fieldUnit[field] as number;
  for (const word of words) {
    let entry = postings.get(word);
    if (!entry) {
      entry = { id: postings.size, tools: [], counts: [] };
      postings.set(word, entry);
    }
    if (entry.tools[entry.tools.length - 1] !== position) {
      entry.tools.push(position);
      entry.counts.push(0);
    }
    const last = entry.counts.length - 1;
    const packed = entry.counts[last] as number;
    // The name comes first, so a count of 0 is a word the name did not have yet.
    if (field === 0 && packed === 0) nameWords.push(entry.id);
    const counted = Math.floor(packed / unit);
    if (counted - Math.floor(counted / 128) * 128 < maxCount) entry.counts[last] = packed + unit;
  }
}
