import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvFileError } from './env-file-error.js';
import { loadDotenv } from './load-dotenv.js';

let dir: TempDir;
let mainFilePath: string;

beforeEach(async () => {
  dir = await createTempDir();
  mainFilePath = path.join(dir.path, 'mci.json');
  await mkdir(path.join(dir.path, 'mci'));
});

afterEach(() => dir.remove());

const write = (relative: string, text: string) => writeFile(path.join(dir.path, relative), text);

describe('loadDotenv', () => {
  it('reads nothing when there are no env files', async () => {
    const loaded = await loadDotenv({ mainFilePath, processEnv: { HOME_DIR: '/h' } });
    expect(loaded).toEqual({ env: { HOME_DIR: '/h' }, files: [] });
  });

  it('lets .env.mci win over .env, the root .env.mci over mci/.env.mci, and the real environment over all', async () => {
    await write('.env', 'A=dotenv\nB=dotenv\nC=dotenv\nD=dotenv\n');
    await write('mci/.env.mci', 'B=mci-folder\nC=mci-folder\n');
    await write('.env.mci', 'C=root-mci\n');
    const loaded = await loadDotenv({ mainFilePath, processEnv: { D: 'real' } });
    expect(loaded.env).toEqual({ A: 'dotenv', B: 'mci-folder', C: 'root-mci', D: 'real' });
    expect(loaded.files).toEqual([
      path.join(dir.path, '.env'),
      path.join(dir.path, 'mci', '.env.mci'),
      path.join(dir.path, '.env.mci'),
    ]);
  });

  it('reads --env-file relative to cwd, over the files found but under the real environment', async () => {
    await write('.env.mci', 'A=found\nB=found\n');
    await write('extra.env', 'B=extra\nC="quoted # not a comment"\n');
    const loaded = await loadDotenv({ mainFilePath, envFile: 'extra.env', cwd: dir.path, processEnv: {} });
    expect(loaded.env).toEqual({ A: 'found', B: 'extra', C: 'quoted # not a comment' });
    expect(loaded.files.at(-1)).toBe(path.join(dir.path, 'extra.env'));
  });

  it('fails with the path when --env-file does not exist', async () => {
    const loading = loadDotenv({ mainFilePath, envFile: 'missing.env', cwd: dir.path, processEnv: {} });
    await expect(loading).rejects.toThrow(EnvFileError);
    await expect(loading).rejects.toThrow(
      `Cannot read env file ${path.join(dir.path, 'missing.env')}: no such file.`,
    );
  });
});
