import type { ToolFilterType } from '@mci/schema';

/**
 * Applies a server's `config.filter` to its cached tools (the cache keeps every tool, so changing the
 * filter needs no refetch): `only`/`except` match names, `tags`/`withoutTags` match tags.
 */
export function filterServerTools(
  tools: readonly unknown[],
  filter: ToolFilterType | undefined,
  filterValue: string | undefined,
): unknown[] {
  if (!filter) return [...tools];
  const values = new Set(
    (filterValue ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  const byName = filter === 'only' || filter === 'except';
  const keepMatches = filter === 'only' || filter === 'tags';
  return tools.filter((tool) => {
    const { name, tags } = tool as { name?: unknown; tags?: unknown };
    const matches = byName
      ? values.has(String(name))
      : Array.isArray(tags) && tags.some((tag) => typeof tag === 'string' && values.has(tag));
    return matches === keepMatches;
  });
}
