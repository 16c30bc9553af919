import { createTestExecutionContext } from '@mci/client/testing';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inMemoryFixture, loadRequest } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(async () => {
  await dir.remove();
});

describe('the mcp executor on its own, with a test context', () => {
  it('loads a server and calls one of its tools with the call props as arguments', async () => {
    const executor = createMcpExecutor(inMemoryFixture());
    try {
      const loaded = await executor.loadMcpServers(
        loadRequest(dir.path, { fx: { command: 'fixture-server' } }),
      );
      expect(loaded.toolsets.map((toolset) => toolset.serverName)).toEqual(['fx']);
      const config = executor.parseConfig({ type: 'mcp', serverName: 'fx', toolName: 'echo' });
      const context = createTestExecutionContext({ props: { message: 'direct' } });
      expect(await executor.execute({ config, context, signal: new AbortController().signal })).toEqual({
        isError: false,
        content: [{ type: 'text', text: 'echo: direct' }],
        metadata: { serverName: 'fx', toolName: 'echo' },
      });
    } finally {
      await executor.close();
    }
  });
});
