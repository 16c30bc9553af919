import { Option } from 'commander';

/**
 * `--filter` of `mci list`, `mci docs`, `mci run` and `mci-mcp-server` (repeatable; a tool must pass every
 * one). The values are read by `parseToolFilters` of `@mci/host`, loaded only by the commands that use
 * them: `mci list` and `mci docs` when they select tools, the serving commands as each value is read.
 */
export function filterOption(): Option {
  return new Option(
    '--filter <filter>',
    'only some tools: only:a,b | except:a | tags:x | without-tags:x | toolsets:t (repeatable)',
  ).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
}
