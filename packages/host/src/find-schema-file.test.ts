import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSchemaFile } from './find-schema-file.js';

let dir: TempDir;

beforeEach(async () => {
  dir = await createTempDir();
});

afterEach(() => dir.remove());

describe('findSchemaFile', () => {
  it('finds nothing in an empty folder', async () => {
    expect(await findSchemaFile(dir.path)).toBeUndefined();
  });

  it('prefers mci.json, then mci.yaml, then mci.yml', async () => {
    await writeFile(path.join(dir.path, 'mci.yml'), '');
    expect(await findSchemaFile(dir.path)).toBe(path.join(dir.path, 'mci.yml'));
    await writeFile(path.join(dir.path, 'mci.yaml'), '');
    expect(await findSchemaFile(dir.path)).toBe(path.join(dir.path, 'mci.yaml'));
    await writeFile(path.join(dir.path, 'mci.json'), '');
    expect(await findSchemaFile(dir.path)).toBe(path.join(dir.path, 'mci.json'));
  });

  it('skips a folder with a schema file name', async () => {
    await mkdir(path.join(dir.path, 'mci.json'));
    await writeFile(path.join(dir.path, 'mci.yaml'), '');
    expect(await findSchemaFile(dir.path)).toBe(path.join(dir.path, 'mci.yaml'));
  });
});
