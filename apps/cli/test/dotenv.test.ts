import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

const mainFile = {
  schemaVersion: '1.0',
  tools: [
    {
      name: 'show',
      execution: {
        type: 'text',
        text: "A={{env.DOTENV_A | '-'}} B={{env.DOTENV_B | '-'}} C={{env.DOTENV_C | '-'}}",
      },
    },
  ],
};
const cleared = { DOTENV_A: undefined, DOTENV_B: undefined, DOTENV_C: undefined };

describe('.env files', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-dotenv-');
    await writeFiles(temp.path, { 'mci.json': mainFile, '.env': 'DOTENV_A=from-env\nDOTENV_B=from-env\n' });
  });
  afterEach(() => temp.remove());

  const show = async (args: string[] = [], env: Record<string, string | undefined> = {}) => {
    const run = await runMci(['call', 'show', ...args], { cwd: temp.path, env: { ...cleared, ...env } });
    expect(run.stderr).toBe('');
    return run.stdout.trim();
  };

  it('reads .env next to the main file', async () => {
    expect(await show()).toBe('A=from-env B=from-env C=-');
  });

  it('lets .env.mci win over .env', async () => {
    await writeFiles(temp.path, { '.env.mci': 'DOTENV_A=from-env-mci\n' });
    expect(await show()).toBe('A=from-env-mci B=from-env C=-');
  });

  it('reads .env.mci from the mci/ folder too', async () => {
    await writeFiles(temp.path, { 'mci/.env.mci': 'DOTENV_B=from-library\n' });
    expect(await show()).toBe('A=from-env B=from-library C=-');
  });

  it('lets real env variables win over every file', async () => {
    await writeFiles(temp.path, {
      '.env.mci': 'DOTENV_A=from-env-mci\n',
      'extra.env': 'DOTENV_A=from-extra\n',
    });
    expect(await show(['--env-file', 'extra.env'], { DOTENV_A: 'from-process' })).toBe(
      'A=from-process B=from-env C=-',
    );
  });

  it('adds the file given with --env-file', async () => {
    await writeFiles(temp.path, { 'extra.env': 'DOTENV_C=from-extra\n' });
    expect(await show(['--env-file', 'extra.env'])).toBe('A=from-env B=from-env C=from-extra');
    const missing = await runMci(['call', 'show', '--env-file', 'missing.env'], { cwd: temp.path });
    // Node 20 itself reports a missing --env-file (exit 9) before mci runs; later versions leave it to mci.
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('missing.env');
  });

  it('finds .env files next to a main file given with --file', async () => {
    const other = await createTempDir('mci-cli-dotenv-');
    try {
      const run = await runMci(['call', 'show', '-f', `${temp.path}/mci.json`], {
        cwd: other.path,
        env: cleared,
      });
      expect(run.stdout.trim()).toBe('A=from-env B=from-env C=-');
    } finally {
      await other.remove();
    }
  });
});
