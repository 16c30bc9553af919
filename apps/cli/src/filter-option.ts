import { parseToolFilter } from '@mci/schema';
import { InvalidArgumentError, Option } from 'commander';

/**
 * `--filter` of `mci list`, `mci docs`, `mci run` and `mci-mcp-server` (repeatable; a tool must pass every
 * one), and options in the same syntax (`--pin`). Each value is checked as it is read, by the one parser of tool filters (`parseToolFilter`).
 */
export function filterOption(
  flags = '--filter <filter>',
  description = 'only some tools: only:a,b | except:a | tags:x | without-tags:x | toolsets:t (repeatable)',
): Option {
  return new Option(flags, description).argParser((value: string, previous: string[] | undefined) => {
    try {
      parseToolFilter(value);
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
    return [...(previous ?? []), value];
  });
}
