import { Option } from 'commander';

/** `--filter` of `mci list`, written as `mci run` takes it (repeatable; a tool must pass every one). */
export function filterOption(): Option {
  return new Option(
    '--filter <filter>',
    'only some tools: only:a,b | except:a | tags:x | without-tags:x | toolsets:t (repeatable)',
  ).argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
}
