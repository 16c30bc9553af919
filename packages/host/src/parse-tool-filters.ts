import { type FilterableTool, matchesToolFilter, parseToolFilter } from '@mci/schema';

/**
 * Parses the `--filter` values of a command line (`only:a,b`, `except:a`, `tags:x`, `without-tags:x`,
 * `toolsets:t`) into one predicate: a tool passes when every filter keeps it, and every tool passes when
 * there is none. Throws the schema package's `InvalidToolFilterError` for a value it cannot read.
 */
export function parseToolFilters(texts: readonly string[]): (tool: FilterableTool) => boolean {
  const filters = texts.map(parseToolFilter);
  return (tool) => filters.every((filter) => matchesToolFilter(tool, filter));
}
