import type { Tool } from './tool.js';

/**
 * Ranks tools for `client.searchTools`. `index` is called once per load, at the first search, with every
 * enabled tool in file order; the scorer it returns is called once per search. The default is
 * `createLexicalRanker()`; pass another (embeddings you host, for example) as the `ranker` option.
 */
export interface ToolRanker {
  index(tools: readonly Tool[]): ToolScorer | Promise<ToolScorer>;
}

/**
 * One score per indexed tool, in the order they were indexed: higher is better, 0 or less is no match.
 * Never called with an empty query.
 */
export type ToolScorer = (query: string) => ArrayLike<number> | Promise<ArrayLike<number>>;

/** One result of `client.searchTools`. */
export interface ToolMatch {
  readonly tool: Tool;
  readonly score: number;
}

export interface SearchToolsOptions {
  /** At most this many matches. Default 10. */
  limit?: number;
  /** Only tools this keeps are searched (applied before ranking). */
  filter?: (tool: Tool) => boolean;
}
