import type { MCIClient } from '@mci/client';
import {
  echoHandler,
  type RouteHandler,
  startHttpServer,
  type TestHttpServer,
} from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstText, type LoadHttpClientOptions, loadHttpClient } from './__fixtures__/load-http-client.js';

let server: TestHttpServer;
let other: TestHttpServer;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer({ routes: { '/target': echoHandler } });
  other = await startHttpServer({ routes: { '/target': echoHandler } });
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await Promise.all([server.close(), other.close()]);
});

const redirect =
  (status: number, location: string): RouteHandler =>
  (_request, response) => {
    response.writeHead(status, { location, 'content-type': 'text/plain' });
    response.end('moved');
  };

async function run(execution: Record<string, unknown>, options?: LoadHttpClientOptions) {
  client = await loadHttpClient([{ execution: { url: `${server.origin}/start`, ...execution } }], options);
  return client.execute('t0');
}

describe('redirects', () => {
  it('follows a same-origin redirect and keeps the credentials', async () => {
    server.route('/start', redirect(302, '/target?page=2'));
    const result = await run({ auth: { type: 'bearer', token: 'tok' } });
    const echo = JSON.parse(firstText(result));
    expect(echo.path).toBe('/target');
    expect(echo.query).toEqual([['page', '2']]);
    expect(echo.headers.authorization).toBe('Bearer tok');
  });

  it.each([
    [301, 'POST', 'GET'],
    [302, 'POST', 'GET'],
    [303, 'POST', 'GET'],
    [303, 'PUT', 'GET'],
    [301, 'PUT', 'PUT'],
    [307, 'POST', 'POST'],
    [308, 'PATCH', 'PATCH'],
  ])('turns %i after %s into %s', async (status, method, expected) => {
    server.route('/start', redirect(status, '/target'));
    const result = await run({ method, body: { type: 'json', content: { a: 1 } } });
    const echo = JSON.parse(firstText(result));
    expect(echo.method).toBe(expected);
    if (expected === 'GET') {
      expect(echo.body).toBe('');
      expect(echo.headers['content-type']).toBeUndefined();
    } else {
      expect(echo.body).toBe('{"a":1}');
      expect(echo.headers['content-type']).toBe('application/json');
    }
  });

  it('drops credentials and secret headers when the origin changes', async () => {
    server.route('/start', redirect(307, `${other.origin}/target`));
    const result = await run(
      {
        headers: { Cookie: 'session=1', 'X-Secret': 'v-{{ env.SECRET }}', 'X-Trace': 'trace-1' },
        auth: { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '{{ env.API_KEY }}' },
      },
      { env: { SECRET: 'hidden-value', API_KEY: 'key-1' } },
    );
    expect(result.isError).toBe(false);
    const first = server.requests[0];
    expect(first?.headers.cookie).toBe('session=1');
    expect(first?.headers['x-api-key']).toBe('key-1');
    const moved = other.requests[0];
    expect(moved?.path).toBe('/target');
    expect(moved?.headers.cookie).toBeUndefined();
    expect(moved?.headers['x-api-key']).toBeUndefined();
    expect(moved?.headers['x-secret']).toBeUndefined();
    expect(moved?.headers['x-trace']).toBe('trace-1');
  });

  it('drops the Authorization header when the origin changes', async () => {
    server.route('/start', redirect(302, `${other.origin}/target`));
    const result = await run({ auth: { type: 'basic', username: 'u', password: 'p' } });
    expect(server.requests[0]?.headers.authorization).toBeDefined();
    expect(JSON.parse(firstText(result)).headers.authorization).toBeUndefined();
  });

  it('fails a redirect loop with a clear error', async () => {
    server.route('/start', redirect(302, '/start?again=1'));
    const result = await run({});
    expect(result.isError).toBe(true);
    expect(result.error).toBe(
      `GET ${server.origin}/start?again=*** could not be followed: more than 5 redirects (maxRedirects)`,
    );
    expect(server.requests).toHaveLength(6);
  });

  it('follows no more redirects than maxRedirects', async () => {
    server.route('/start', redirect(302, '/middle'));
    server.route('/middle', redirect(302, '/target'));
    const refused = await run({}, { settings: { maxRedirects: 1 } });
    expect(refused.error).toContain('more than 1 redirects');
    await client?.close();
    const followed = await run({}, { settings: { maxRedirects: 2 } });
    expect(JSON.parse(firstText(followed)).path).toBe('/target');
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    server.route('/start', redirect(302, 'file:///etc/passwd'));
    const result = await run({});
    expect(result.error).toBe(
      `GET ${server.origin}/start could not be followed: the redirect goes to an unsupported file: URL`,
    );
  });
});
