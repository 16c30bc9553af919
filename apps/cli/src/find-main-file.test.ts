import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findSchemaFile } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMainFile } from './find-main-file.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir('mci-cli-main-file-');
});
afterEach(() => dir.remove());

describe('findMainFile', () => {
  it('finds what findSchemaFile of @mci/host finds: the first of the names that is a file', async () => {
    expect(findMainFile(dir.path)).toBeUndefined();
    await mkdir(path.join(dir.path, 'mci.json'));
    await writeFile(path.join(dir.path, 'mci.yml'), 'schemaVersion: "1.0"\n');
    expect(findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.yml'));
    await writeFile(path.join(dir.path, 'mci.yaml'), 'schemaVersion: "1.0"\n');
    expect(findMainFile(dir.path)).toBe(path.join(dir.path, 'mci.yaml'));
    expect(findMainFile(dir.path)).toBe(await findSchemaFile(dir.path));
  });
});
