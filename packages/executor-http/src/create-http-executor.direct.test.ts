import { createTestExecutionContext } from '@mci/client/testing';
import { echoHandler, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
beforeEach(async () => {
  server = await startHttpServer({ routes: { '/echo': echoHandler } });
});
afterEach(async () => {
  await server.close();
});

describe('the http executor on its own, with a test context', () => {
  it('renders the config with the call props and env and sends the request', async () => {
    const executor = createHttpExecutor();
    try {
      const config = executor.parseConfig({
        type: 'http',
        url: `${server.origin}/echo`,
        params: { city: '{{props.city}}' },
        headers: { 'X-Key': '{{env.API_KEY}}' },
      });
      const context = createTestExecutionContext({ props: { city: 'Paris' }, env: { API_KEY: 'key-4821' } });
      const result = await executor.execute({ config, context, signal: new AbortController().signal });
      expect(result.isError).toBe(false);
      const [request] = server.requestsTo('/echo');
      expect(request?.query.get('city')).toBe('Paris');
      expect(request?.headers['x-key']).toBe('key-4821');
    } finally {
      await executor.close?.();
    }
  });
});
