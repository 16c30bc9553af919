import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll } from 'vitest';
import { inMemoryFixture, loadRequest } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir();
});
afterAll(() => dir.remove());

describeExecutorV1(
  async () => {
    const executor = createMcpExecutor(inMemoryFixture());
    await executor.loadMcpServers(loadRequest(dir.path, { fx: { command: 'fixture-server' } }));
    return executor;
  },
  {
    type: 'mcp',
    execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
    invalidExecution: { type: 'mcp', serverName: 'fx' },
    slowExecution: { type: 'mcp', serverName: 'fx', toolName: 'slow' },
    failingExecution: { type: 'mcp', serverName: 'not-declared', toolName: 'echo' },
    context: () => createTestExecutionContext({ props: { message: 'hello', ms: 60_000 } }),
  },
);
