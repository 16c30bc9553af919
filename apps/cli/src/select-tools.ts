import type { MCIClient, Tool } from '@mci/client';
import { Option } from 'commander';
import { CliUsageError } from './cli-usage-error.js';

/** `--filter` of `mci list`, written as `mci run` takes it (repeatable; a tool must pass every one). */
export function filterOption(): Option {
  return new Option(
    '--filter <filter>',
    'only some tools: only:a,b | except:a | tags:x | without-tags:x | toolsets:t (repeatable)',
  ).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
}

/** The client's tools that pass every `--filter` (all of them without one). */
export async function selectTools(
  client: MCIClient,
  filters: readonly string[] | undefined,
): Promise<Tool[]> {
  if (filters === undefined || filters.length === 0) return client.tools();
  const { parseToolFilters } = await import('@mci/runtime');
  let keep: ReturnType<typeof parseToolFilters>;
  try {
    keep = parseToolFilters(filters);
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  return client.tools().filter(keep);
}
