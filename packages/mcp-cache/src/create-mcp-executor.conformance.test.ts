import { createTestExecutionContext } from '@mci/client/testing';
import { createStartHook, describeExecutorV1 } from '@mci/executor-kit/test';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll } from 'vitest';
import { inMemoryFixture, loadRequest } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir();
});
afterAll(() => dir.remove());

const slow = createStartHook();
const servers = {
  fx: { command: 'fixture-server' },
  // The same server with a short call timeout.
  quick: { command: 'fixture-server', config: { timeoutMs: 100 } },
};
const echo = (message: string) => ({
  execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
  props: { message },
  content: [{ type: 'text' as const, text: `echo: ${message}` }],
});

describeExecutorV1(
  async () => {
    const fixture = inMemoryFixture({ onEvent: (event) => event === 'started slow' && slow.notify() });
    const executor = createMcpExecutor(fixture);
    await executor.loadMcpServers(loadRequest(dir.path, servers));
    return executor;
  },
  {
    type: 'mcp',
    calls: [echo('hello'), echo('bye'), echo('a longer message')],
    invalidExecution: { type: 'mcp', serverName: 'fx' },
    failingCalls: [
      {
        execution: { type: 'mcp', serverName: 'not-declared', toolName: 'echo' },
        code: 'MCP_SERVER_NOT_CONFIGURED',
      },
    ],
    slowCall: {
      execution: { type: 'mcp', serverName: 'fx', toolName: 'slow' },
      props: { ms: 120_000 },
      started: slow.started,
    },
    timeoutCall: {
      execution: { type: 'mcp', serverName: 'quick', toolName: 'slow' },
      props: { ms: 120_000 },
    },
    context: (props) => createTestExecutionContext({ props }),
  },
);
