import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { echoCacheDocument as document } from './__fixtures__/echo-cache-document.js';
import { mcpCacheFilePath } from './mcp-cache-file-path.js';
import { readMcpCache } from './read-mcp-cache.js';
import type { McpCachedTool } from './to-mci-tool.js';
import { writeMcpCache } from './write-mcp-cache.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(() => dir.remove());

describe('readMcpCache', () => {
  it('reads a file it wrote', async () => {
    const file = mcpCacheFilePath(dir.path, 'fx');
    await writeMcpCache(file, document);
    expect(readMcpCache(file, 'fx')).toEqual({
      state: 'usable',
      tools: document.tools,
      expiresAt: new Date('2030-01-01T00:00:00.000Z'),
      configHash: 'sha256:abc',
    });
  });

  it('gives the same frozen tools for the same text, and reads a changed file anew', async () => {
    const file = mcpCacheFilePath(dir.path, 'fx');
    await writeMcpCache(file, document);
    const first = readMcpCache(file, 'fx');
    const again = readMcpCache(file, 'fx');
    if (first.state !== 'usable' || again.state !== 'usable') throw new Error('expected usable reads');
    expect(again.tools).toBe(first.tools);
    expect(Object.isFrozen(first.tools[0])).toBe(true);
    const renamed = { ...(document.tools[0] as McpCachedTool), name: 'echo_again' };
    await writeMcpCache(file, { ...document, tools: [renamed] });
    expect(readMcpCache(file, 'fx')).toMatchObject({ state: 'usable', tools: [{ name: 'echo_again' }] });
  });

  it('tells a missing file from an unreadable one', async () => {
    expect(readMcpCache(path.join(dir.path, 'none.mci.json'), 'fx')).toEqual({ state: 'missing' });
    expect(readMcpCache(dir.path, 'fx')).toMatchObject({
      state: 'corrupt',
      problem: expect.stringContaining('cannot be read'),
    });
  });

  it('says where a file is not a valid toolset', async () => {
    const file = path.join(dir.path, 'fx.mci.json');
    const tool = { ...document.tools[0], inputSchema: 'none' };
    await writeFile(file, JSON.stringify({ ...document, tools: [tool] }));
    expect(readMcpCache(file, 'fx')).toEqual({
      state: 'corrupt',
      problem: expect.stringMatching(/^it is not a valid toolset file \(tools\[0\]\.inputSchema: /),
    });
  });

  it('finds a file that repeats a tool name corrupt, rather than failing the load', async () => {
    const file = path.join(dir.path, 'fx.mci.json');
    await writeFile(file, JSON.stringify({ ...document, tools: [...document.tools, ...document.tools] }));
    expect(readMcpCache(file, 'fx')).toEqual({
      state: 'corrupt',
      problem: 'tools[1] repeats the name "echo"',
    });
  });
});
