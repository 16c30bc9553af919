import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mcpCacheFilePath } from './mcp-cache-file-path.js';
import { readMcpCache } from './read-mcp-cache.js';
import { type McpCacheDocument, writeMcpCache } from './write-mcp-cache.js';

const document: McpCacheDocument = {
  schemaVersion: '1.0',
  metadata: { name: 'fx', description: 'MCP server: fx', configHash: 'sha256:abc' },
  tools: [
    {
      name: 'echo',
      description: 'Echo',
      inputSchema: { type: 'object' },
      tags: [],
      execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
    },
  ],
  expiresAt: '2030-01-01T00:00:00.000Z',
};

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(() => dir.remove());

describe('readMcpCache', () => {
  it('reads a file it wrote', async () => {
    const file = mcpCacheFilePath(dir.path, 'fx');
    await writeMcpCache(file, document);
    expect(await readMcpCache(file, 'fx')).toEqual({
      state: 'usable',
      tools: document.tools,
      expiresAt: new Date('2030-01-01T00:00:00.000Z'),
      configHash: 'sha256:abc',
    });
  });

  it('tells a missing file from an unreadable one', async () => {
    expect(await readMcpCache(path.join(dir.path, 'none.mci.json'), 'fx')).toEqual({ state: 'missing' });
    expect(await readMcpCache(dir.path, 'fx')).toMatchObject({
      state: 'corrupt',
      problem: expect.stringContaining('cannot be read'),
    });
  });
});
