import { createTestExecutionContext } from '@mci/client/testing';
import { createStartHook, describeExecutorV1 } from '@mci/executor-kit/test';
import {
  sendJson,
  startHttpServer,
  type TestHttpServer,
  waitForClientToLeave,
} from '@mci/test-utils/http-server';
import { afterAll, beforeAll } from 'vitest';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
const hang = createStartHook();
beforeAll(async () => {
  server = await startHttpServer({
    routes: {
      // Each answer waits a turn, so the calls of one test overlap on the wire.
      '/greet': (request, response) => {
        setImmediate(() => sendJson(response, 200, { hello: request.query.get('name') }));
      },
      '/count': (_request, response) => sendJson(response, 200, [1, 2, 3]),
      '/hang': (_request, response) => {
        hang.notify();
        return waitForClientToLeave(response);
      },
      '/silent': (_request, response) => waitForClientToLeave(response),
    },
  });
});
afterAll(() => server.close());

const once = { attempts: 1 };

describeExecutorV1(() => createHttpExecutor(), {
  type: 'http',
  // Getters: the server's port is known once it has started.
  get calls() {
    return [
      {
        execution: { type: 'http', method: 'GET', url: `${server.origin}/greet?name={{props.name}}` },
        props: { name: 'ada' },
        content: [{ type: 'text' as const, text: '{"hello":"ada"}' }],
      },
      {
        execution: { type: 'http', method: 'GET', url: `${server.origin}/greet?name={{props.name}}` },
        props: { name: 'grace' },
        content: [{ type: 'text' as const, text: '{"hello":"grace"}' }],
      },
      {
        execution: { type: 'http', method: 'GET', url: `${server.origin}/count` },
        content: [{ type: 'text' as const, text: '[1,2,3]' }],
      },
    ];
  },
  get failingCalls() {
    return [
      { execution: { type: 'http', method: 'GET', url: `${server.origin}/missing` }, code: 'HTTP_STATUS' },
      {
        execution: { type: 'http', method: 'GET', url: 'http://127.0.0.1:1/', retries: once },
        code: 'HTTP_REQUEST_FAILED',
      },
      {
        execution: {
          type: 'http',
          method: 'GET',
          url: `${server.origin}/count`,
          headers: { 'X-Note': '{{props.note}}' },
        },
        props: { note: 'two\r\nlines' },
        code: 'HTTP_INVALID_HEADER',
      },
    ];
  },
  get slowCall() {
    return {
      execution: { type: 'http', method: 'GET', url: `${server.origin}/hang`, retries: once },
      started: hang.started,
    };
  },
  get timeoutCall() {
    return {
      execution: {
        type: 'http',
        method: 'GET',
        url: `${server.origin}/silent`,
        timeout_ms: 50,
        retries: once,
      },
    };
  },
  invalidExecution: { type: 'http', method: 'FETCH', url: 'http://127.0.0.1/' },
  context: (props) => createTestExecutionContext({ props }),
});
