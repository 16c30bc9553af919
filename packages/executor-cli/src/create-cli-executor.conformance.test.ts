import { createTestExecutionContext } from '@mci/client/testing';
import { createStartHook, describeExecutorV1 } from '@mci/executor-kit/test';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterAll, beforeAll } from 'vitest';
import { createCliExecutor } from './create-cli-executor.js';

const node = process.execPath;
const print = (script: string, ...args: string[]) => ({
  type: 'cli',
  command: node,
  args: ['-e', script, ...args],
});

// The slow command tells this server it has started, then waits to be stopped.
let server: TestHttpServer;
const hang = createStartHook();
beforeAll(async () => {
  server = await startHttpServer({
    routes: {
      '/started': (_request, response) => {
        hang.notify();
        response.end();
      },
    },
  });
});
afterAll(() => server.close());

describeExecutorV1(() => createCliExecutor({ killGraceMs: 100 }), {
  type: 'cli',
  calls: [
    {
      execution: print('process.stdout.write(process.argv[1])', '{{props.word}}'),
      props: { word: 'one' },
      content: [{ type: 'text', text: 'one' }],
    },
    {
      execution: print('process.stdout.write(process.argv[1])', '{{props.word}}'),
      props: { word: 'two' },
      content: [{ type: 'text', text: 'two' }],
    },
    { execution: print('console.log([1, 2].join("+"))'), content: [{ type: 'text', text: '1+2\n' }] },
  ],
  invalidExecution: { type: 'cli', command: ['not', 'a', 'string'] },
  failingCalls: [
    { execution: print('process.exit(3)'), code: 'COMMAND_FAILED' },
    { execution: { type: 'cli', command: 'mci-no-such-command' }, code: 'COMMAND_NOT_FOUND' },
  ],
  get slowCall() {
    const script = 'fetch(process.argv[1]).then(() => setInterval(() => {}, 60000))';
    return { execution: print(script, `${server.origin}/started`), started: hang.started };
  },
  timeoutCall: { execution: { ...print('setInterval(() => {}, 60000)'), timeout_ms: 100 } },
  context: (props) => createTestExecutionContext({ props, enableAnyPaths: true }),
});
