import { tokenizeText } from './tokenize-text.js';
import type { Tool } from './tool.js';
import type { ToolRanker, ToolScorer } from './tool-ranker.js';

/** The parts of a tool that are searched, each with its own weight. */
export type ToolField = 'name' | 'title' | 'description' | 'tags' | 'source' | 'parameters';

export interface LexicalRankerSettings {
  /** Weight of a word found in each field. Default name 3, title 2, tags 2, source 1.5, description 1, parameters 0.5. */
  weights?: Partial<Record<ToolField, number>>;
  /** BM25 term-frequency saturation. Default 1.2. */
  k1?: number;
  /** BM25 length normalisation, 0 (none) to 1 (full). Default 0.75. */
  b?: number;
}

const fields: readonly ToolField[] = ['name', 'title', 'description', 'tags', 'source', 'parameters'];
const defaultWeights: Record<ToolField, number> = {
  name: 3,
  title: 2,
  description: 1,
  tags: 2,
  source: 1.5,
  parameters: 0.5,
};

/** What one more occurrence adds to a packed count, per field; a count stops at 255 (6 × 8 bits < 2^53). */
const fieldUnit = fields.map((_, field) => 256 ** field);

/** Per word: the tools that have it, with the BM25F weight of the word in each. */
interface Postings {
  readonly tools: number[];
  /** Word counts per field of each tool in `tools`, packed: 8 bits per field (see `fieldUnit`). */
  readonly counts: number[];
  weights?: Float64Array;
}

/**
 * BM25F over a tool's name (split into words), title, description, tags, toolset or MCP server, and
 * input property names and descriptions: each field's word counts are length-normalised and weighted, then
 * summed before BM25's saturation, so a word in the name counts more than one in a long description.
 * Offline, no model: see `tokenizeText` for how text becomes words.
 */
export function createLexicalRanker(settings: LexicalRankerSettings = {}): ToolRanker {
  const weights = { ...defaultWeights, ...settings.weights };
  const k1 = settings.k1 ?? 1.2;
  const b = settings.b ?? 0.75;
  return {
    index(tools) {
      const lengths = fields.map(() => new Float64Array(tools.length));
      const postings = new Map<string, Postings>();
      tools.forEach((tool, position) => {
        addTool(postings, lengths, toolFields(tool), position);
      });
      const averages = lengths.map(
        (perTool) => perTool.reduce((sum, length) => sum + length, 0) / (perTool.length || 1),
      );
      const norm = (field: number, position: number) =>
        1 - b + (b * (lengths[field]?.[position] ?? 0)) / ((averages[field] ?? 0) || 1);
      for (const entry of postings.values()) {
        const idf = Math.log(1 + (tools.length - entry.tools.length + 0.5) / (entry.tools.length + 0.5));
        entry.weights = Float64Array.from(entry.tools, (position, index) => {
          let frequency = 0;
          const packed = entry.counts[index] ?? 0;
          fields.forEach((field, at) => {
            const count = Math.floor(packed / (fieldUnit[at] ?? 1)) % 256;
            if (count > 0) frequency += (weights[field] * count) / norm(at, position);
          });
          return (idf * frequency * (k1 + 1)) / (k1 + frequency);
        });
        entry.counts.length = 0;
      }
      return createScorer(postings, tools.length);
    },
  };
}

function createScorer(postings: ReadonlyMap<string, Postings>, size: number): ToolScorer {
  return (query) => {
    const scores = new Float64Array(size);
    for (const word of new Set(tokenizeText(query))) {
      const entry = postings.get(word);
      if (!entry?.weights) continue;
      for (let index = 0; index < entry.tools.length; index++) {
        const position = entry.tools[index] as number;
        scores[position] = (scores[position] ?? 0) + (entry.weights[index] ?? 0);
      }
    }
    return scores;
  };
}

function addTool(
  postings: Map<string, Postings>,
  lengths: Float64Array[],
  texts: readonly string[],
  position: number,
): void {
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
      if (Math.floor(packed / unit) % 256 < 255) entry.counts[last] = packed + unit;
    }
  });
}

/** The searched text of each field, in the order of `fields`. */
function toolFields(tool: Tool): string[] {
  const properties = tool.inputSchema?.properties;
  const parameters =
    properties !== null && typeof properties === 'object'
      ? Object.entries(properties as Record<string, unknown>).map(([name, schema]) => {
          const description = (schema as { description?: unknown } | null)?.description;
          return typeof description === 'string' ? `${name} ${description}` : name;
        })
      : [];
  return [
    tool.name,
    tool.title ?? tool.annotations?.title ?? '',
    tool.description ?? '',
    tool.tags.join(' '),
    [tool.source.toolset, tool.source.mcpServer].filter(Boolean).join(' '),
    parameters.join(' '),
  ];
}
