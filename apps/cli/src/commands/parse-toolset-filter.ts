import { parseToolFilter, type ToolFilter } from '@mci/schema';
import { CliUsageError } from '../cli-usage-error.js';

/**
 * `only:a,b`, `except:a`, `tags:x,y` or `without-tags:x` (also `withoutTags:x`) as a toolset filter, read
 * by the same parser as the `--filter` of `list` and `run`. `toolsets:` has no place in a toolset entry.
 */
export function parseToolsetFilter(text: string): {
  filter: Exclude<ToolFilter['kind'], 'toolsets'>;
  filterValue: string;
} {
  let parsed: ReturnType<typeof parseToolFilter>;
  try {
    parsed = parseToolFilter(text);
  } catch (error) {
    throw new CliUsageError(
      { reason: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
  if (parsed.kind === 'toolsets') {
    throw new CliUsageError({
      reason: `--filter "${text}" cannot be written into a toolset entry: use only:, except:, tags: or without-tags:.`,
    });
  }
  return { filter: parsed.kind, filterValue: [...parsed.values].join(',') };
}
