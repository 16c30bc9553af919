import { execFile } from 'node:child_process';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mciBin, runMci, writeFiles } from './run-mci.js';

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
  });

  it('leaves an --env-file after the command to mci when run as the installed bin', async () => {
    await writeFiles(temp.path, { 'extra.env': 'DOTENV_C=from-extra\n' });
    const env: Record<string, string | undefined> = { ...process.env };
    for (const key of Object.keys(cleared)) delete env[key];
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(mciBin, ['call', 'show', '--env-file', 'extra.env'], { cwd: temp.path, env }, (error, out) =>
        error ? reject(error) : resolve(out),
      );
    });
    expect(stdout.trim()).toBe('A=from-env B=from-env C=from-extra');
  });

  it('reports a missing --env-file itself when started with node --', async () => {
    const missing = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--', mciBin, 'call', 'show', '--env-file', 'missing.env'],
        { cwd: temp.path },
        (error, _out, stderr) =>
          error && typeof error.code !== 'number'
            ? reject(error)
            : resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`error: Cannot read env file ${temp.path}/missing.env: no such file.`);
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
