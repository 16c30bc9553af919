import type { MCIClient, Tool } from '@mci/client';

/** The client's tools that pass every `--filter` (all of them without one); `filterOption` checked them. */
export async function selectTools(
  client: MCIClient,
  filters: readonly string[] | undefined,
): Promise<Tool[]> {
  if (filters === undefined || filters.length === 0) return client.tools();
  const { parseToolFilters } = await import('@mci/runtime');
  return client.tools().filter(parseToolFilters(filters));
}
