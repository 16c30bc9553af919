import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMainFile } from './find-main-file.js';

let dir: TempDir;

beforeEach(async () => {
  dir = await createTempDir();
});

afterEach(() => dir.remove());

describe('findMainFile', () => {
  it('finds nothing in an empty folder', async () => {
    expect(await findMainFile(dir.path)).toBeUndefined();
  });

  it('prefers mci.json, then mci.yaml, then mci.yml', async () => {
    await writeFile(path.join(dir.path, 'mci.yml'), '');
    expect(await findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.yml'));
    await writeFile(path.join(dir.path, 'mci.yaml'), '');
    expect(await findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.yaml'));
    await writeFile(path.join(dir.path, 'mci.json'), '');
    expect(await findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.json'));
  });

  it('skips a folder with a main file name', async () => {
    await mkdir(path.join(dir.path, 'mci.json'));
    await writeFile(path.join(dir.path, 'mci.yaml'), '');
    expect(await findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.yaml'));
  });
});
