import { matchesToolFilter } from '@mci/schema';
import { type McpServerCacheConfig, splitFilterValue } from '@mci/schema/internal';

/**
 * Applies a server's `config.filter` to its cached tools (the cache keeps every tool, so changing the
 * filter needs no refetch), with the same matcher as toolset filters.
 */
export function filterServerTools(
  tools: readonly unknown[],
  config: Pick<McpServerCacheConfig, 'filter' | 'filterValue'> | undefined,
): unknown[] {
  if (config?.filter === undefined) return [...tools];
  const filter = { kind: config.filter, values: splitFilterValue(config.filterValue) };
  return tools.filter((tool) => {
    const { name, tags } = tool as { name?: unknown; tags?: unknown };
    const stringTags = Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [];
    return matchesToolFilter({ name: String(name), tags: stringTags }, filter);
  });
}
