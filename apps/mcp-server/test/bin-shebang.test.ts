import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { version, bin } = require('../package.json') as { version: string; bin: Record<string, string> };
const serverBin = path.join(path.dirname(require.resolve('../package.json')), bin['mci-mcp-server'] ?? '');
const hasBusybox = spawnSync('busybox', ['true']).status === 0;

function run(
  program: string,
  args: readonly string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(program, args, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** What Linux passes to `/usr/bin/env`: everything after it on the `#!` line, as one argument. */
async function shebangArgument(file: string): Promise<string> {
  const firstLine = (await readFile(file, 'utf8')).split('\n', 1)[0] ?? '';
  expect(firstLine.startsWith('#!/usr/bin/env ')).toBe(true);
  return firstLine.slice('#!/usr/bin/env '.length);
}

describe('the mci-mcp-server bin', () => {
  it('starts through the system env as the kernel calls it', async () => {
    const result = await run('/usr/bin/env', [await shebangArgument(serverBin), serverBin, '--version']);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  // BusyBox's env (Alpine, node:alpine images) takes no options such as -S. CI installs BusyBox, so
  // there this never skips.
  it.skipIf(!hasBusybox && !process.env.CI)('starts through BusyBox env as the kernel calls it', async () => {
    const result = await run('busybox', ['env', await shebangArgument(serverBin), serverBin, '--version']);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});
