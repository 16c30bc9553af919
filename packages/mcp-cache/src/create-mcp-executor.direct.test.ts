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

  it('refuses a call made once close() has begun, and starts no session again', async () => {
    const fixture = inMemoryFixture();
    const executor = createMcpExecutor(fixture);
    try {
      await executor.loadMcpServers(loadRequest(dir.path, { fx: { command: 'fixture-server' } }));
      expect(fixture.starts()).toBe(1);
      const config = executor.parseConfig({ type: 'mcp', serverName: 'fx', toolName: 'echo' });
      const context = createTestExecutionContext({ props: { message: 'after close' } });
      const closing = executor.close();
      const call = executor.execute({ config, context, signal: new AbortController().signal });
      await closing;
      expect(fixture.servers[0]?.isConnected()).toBe(false);
      await expect(call).rejects.toMatchObject({ code: 'EXECUTOR_CLOSED' });
      expect(fixture.starts()).toBe(1);
    } finally {
      await executor.close();
    }
  });
});
