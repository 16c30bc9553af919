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
    const matches: { position: number; score: number }[] = [];
    indexed.forEach((tool, position) => {
      const value = scores[position] ?? 0;
      if (value > 0 && (options.filter?.(tool) ?? true)) matches.push({ position, score: value });
    });
    // Best first; equal scores in file order.
    matches.sort((a, b) => b.score - a.score || a.position - b.position);
    return matches
      .slice(0, limit)
      .map((match) => ({ tool: indexed[match.position] as Tool, score: match.score }));
  };
}
