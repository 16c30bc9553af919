import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { echoCacheDocument as document } from './__fixtures__/echo-cache-document.js';
import { mcpCacheFilePath } from './mcp-cache-file-path.js';
import { writeMcpCache } from './write-mcp-cache.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(() => dir.remove());

describe('writeMcpCache', () => {
  it('creates the folder and replaces the file as a whole', async () => {
    const file = mcpCacheFilePath(path.join(dir.path, 'lib'), 'fx');
    await writeMcpCache(file, { ...document, tools: [] });
    await writeMcpCache(file, document);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(document);
    expect(await readdir(path.dirname(file))).toEqual(['fx.mci.json']);
  });

  it('removes its temporary file when the rename fails', async () => {
    const file = mcpCacheFilePath(dir.path, 'fx');
    await mkdir(file, { recursive: true });
    await writeFile(path.join(file, 'occupied'), '');
    await expect(writeMcpCache(file, document)).rejects.toThrow();
    expect(await readdir(path.dirname(file))).toEqual(['fx.mci.json']);
  });
});
