import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mciBin } from './run-mci.js';

const serverBin = mciBin.replace(/mci\.js$/, 'mci-mcp-server.js');

/** The flags a `--help` lists, with their value, without the ones each command has its own way. */
async function flagsOf(args: readonly string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [...args, '--help'], {
    env: { ...process.env, COLUMNS: '200' },
  });
  const own = /^(-V, --version|-h, --help|-f, --file <path>)$/;
  return stdout
    .split('\n')
    .map((line) => /^ {2}(-\S.*?)(?: {2,}|$)/.exec(line)?.[1] ?? '')
    .filter((flag) => flag !== '' && !own.test(flag));
}

describe('the serve flags', () => {
  it('are the same for mci run and mci-mcp-server, as one definition gives them', async () => {
    const run = await flagsOf([mciBin, 'run']);
    expect(run).toEqual(
      expect.arrayContaining(['--http', '--port <number>', '--trust-proxy <hops|addresses>']),
    );
    expect(await flagsOf([serverBin])).toEqual(run);
  });
});
