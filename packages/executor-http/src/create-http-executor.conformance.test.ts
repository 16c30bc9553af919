import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import {
  sendJson,
  startHttpServer,
  type TestHttpServer,
  waitForClientToLeave,
} from '@mci/test-utils/http-server';
import { afterAll, beforeAll } from 'vitest';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
beforeAll(async () => {
  server = await startHttpServer({
    routes: {
      '/ok': (_request, response) => sendJson(response, 200, { ok: true }),
      '/hang': (_request, response) => waitForClientToLeave(response),
    },
  });
});
afterAll(() => server.close());

describeExecutorV1(() => createHttpExecutor(), {
  type: 'http',
  // Getters: the server's port is known once it has started.
  get execution() {
    return { type: 'http', method: 'GET', url: `${server.origin}/ok` };
  },
  get slowExecution() {
    return { type: 'http', method: 'GET', url: `${server.origin}/hang`, retries: { attempts: 1 } };
  },
  get failingExecution() {
    return { type: 'http', method: 'GET', url: `${server.origin}/missing` };
  },
  invalidExecution: { type: 'http', method: 'FETCH', url: 'http://127.0.0.1/' },
  context: () => createTestExecutionContext(),
});
