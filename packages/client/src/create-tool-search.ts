import { InvalidSearchLimitError } from './invalid-search-limit-error.js';
import type { Tool } from './tool.js';
import type { SearchToolsOptions, ToolMatch, ToolRanker, ToolScorer } from './tool-ranker.js';

/** `client.searchTools` of one load: the ranker indexes the tools at the first search, once. */
export function createToolSearch(
  ranker: ToolRanker,
  tools: () => readonly Tool[],
): (query: string, options?: SearchToolsOptions) => Promise<ToolMatch[]> {
  let index: Promise<{ tools: readonly Tool[]; score: ToolScorer }> | undefined;
  return async (query, options = {}) => {
    const limit = options.limit ?? 10;
    if (!Number.isInteger(limit) || limit < 1) throw new InvalidSearchLimitError({ limit });
    if (query.trim() === '') return [];
    index ??= (async () => {
      const indexed = tools();
      return { tools: indexed, score: await ranker.index(indexed) };
    })();
    const { tools: indexed, score } = await index;
    const scores = await score(query);
    // The best `limit`, best first; equal scores in file order. Kept sorted while scanning: no sort of every match.
    const positions: number[] = [];
    const values: number[] = [];
    for (let position = 0; position < indexed.length; position++) {
      const value = scores[position] ?? 0;
      if (value <= 0 || (positions.length === limit && value <= (values[limit - 1] ?? 0))) continue;
      if (options.filter && !options.filter(indexed[position] as Tool)) continue;
      let at = positions.length === limit ? limit - 1 : positions.length;
      while (at > 0 && (values[at - 1] ?? 0) < value) {
        positions[at] = positions[at - 1] as number;
        values[at] = values[at - 1] as number;
        at--;
      }
      positions[at] = position;
      values[at] = value;
    }
    return positions.map((position, at) => ({
      tool: indexed[position] as Tool,
      score: values[at] as number,
    }));
  };
}
