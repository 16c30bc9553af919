import type { ToolFilterType } from '@mci/schema';

interface Filterable {
  readonly name: string;
  readonly tags: readonly string[];
}

/** Splits a comma-separated `filterValue` into trimmed, non-empty entries. */
export function parseFilterValue(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/** Whether a tool passes a toolset or MCP server filter (`only`, `except`, `tags`, `withoutTags`). */
export function matchesFilter(
  tool: Filterable,
  filter: ToolFilterType,
  values: ReadonlySet<string>,
): boolean {
  switch (filter) {
    case 'only':
      return values.has(tool.name);
    case 'except':
      return !values.has(tool.name);
    case 'tags':
      return tool.tags.some((tag) => values.has(tag));
    case 'withoutTags':
      return !tool.tags.some((tag) => values.has(tag));
  }
}
