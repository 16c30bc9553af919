import { realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from './__fixtures__/write-files.js';
import { resolveToolsetFiles } from './resolve-toolset-files.js';
import { ToolsetNotFoundError } from './toolset-not-found-error.js';
import { ToolsetOutsideLibraryError } from './toolset-outside-library-error.js';

let temp: TempDir;
let library: string;
beforeEach(async () => {
  temp = await createTempDir();
  library = path.join(temp.path, 'mci');
  await writeFiles(library, {
    'pack/b.mci.yml': '',
    'pack/a.mci.json': '',
    'pack/sub/deeper.mci.json': '',
    'pack/readme.md': '',
    '..dots/x.mci.json': '',
    'nested/inner.mci.yaml': '',
    'order.mci.yaml': '',
    'order.mci.yml': '',
  });
});
afterEach(async () => {
  await temp.remove();
});

describe('resolveToolsetFiles', () => {
  it('lists only the MCI files directly in a folder, sorted', async () => {
    expect(await resolveToolsetFiles(library, 'pack')).toEqual({
      files: [path.join(library, 'pack', 'a.mci.json'), path.join(library, 'pack', 'b.mci.yml')],
      isDirectory: true,
    });
  });

  it('tries .mci.json, then .mci.yaml, then .mci.yml, and accepts nested names inside the library', async () => {
    expect((await resolveToolsetFiles(library, 'order')).files).toEqual([
      path.join(library, 'order.mci.yaml'),
    ]);
    expect((await resolveToolsetFiles(library, 'nested/inner')).files).toEqual([
      path.join(library, 'nested', 'inner.mci.yaml'),
    ]);
    expect((await resolveToolsetFiles(library, '..dots')).files).toEqual([
      path.join(library, '..dots', 'x.mci.json'),
    ]);
  });

  it('refuses names that leave the library, and the library itself', async () => {
    for (const name of ['../x', '/etc/passwd', '.', 'pack/../..', 'pack/../../mci-other', '']) {
      await expect(resolveToolsetFiles(library, name)).rejects.toBeInstanceOf(ToolsetOutsideLibraryError);
    }
  });

  it('refuses a file inside a folder toolset that links outside the library', async () => {
    await writeFiles(temp.path, { 'secret.mci.json': '' });
    const link = path.join(library, 'pack', 'c.mci.json');
    await symlink(path.join(temp.path, 'secret.mci.json'), link);
    const error = await resolveToolsetFiles(library, 'pack').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolsetOutsideLibraryError);
    const target = path.join(await realpath(temp.path), 'secret.mci.json');
    expect((error as ToolsetOutsideLibraryError).link).toEqual({ path: link, target });
    expect((error as Error).message).toContain(`${link} leads to ${target}`);
  });

  it('says where it looked when nothing matches, also when the library folder is missing', async () => {
    await expect(resolveToolsetFiles(library, 'absent')).rejects.toBeInstanceOf(ToolsetNotFoundError);
    await expect(resolveToolsetFiles(path.join(temp.path, 'none'), 'pack')).rejects.toThrow(
      'looked for the folder pack/, the file pack, and pack.mci.json, .mci.yaml, .mci.yml',
    );
  });
});
