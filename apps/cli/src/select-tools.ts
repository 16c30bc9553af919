import type { MCIClient, Tool } from '@mci/client';
import { CliUsageError } from './cli-usage-error.js';

/** The client's tools that pass every `--filter` (all of them without one). */
export async function selectTools(
  client: MCIClient,
  filters: readonly string[] | undefined,
): Promise<Tool[]> {
  if (filters === undefined || filters.length === 0) return client.tools();
  const { parseToolFilters } = await import('@mci/host');
  let keep: ReturnType<typeof parseToolFilters>;
  try {
    keep = parseToolFilters(filters);
  } catch (error) {
    throw new CliUsageError(
      { reason: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
  return client.tools().filter(keep);
}
