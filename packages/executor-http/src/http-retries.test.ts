import { getEventListeners } from 'node:events';
import type { MCIClient } from '@mci/client';
import {
  type RouteHandler,
  sendJson,
  startHttpServer,
  type TestHttpServer,
  waitForClientToLeave,
} from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstText, type LoadHttpClientOptions, loadHttpClient } from './__fixtures__/load-http-client.js';

let server: TestHttpServer;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer();
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
});

/** A handler that runs `failures` first (in order), then answers 200 `{"ok":true}`. */
function failThenSucceed(...failures: RouteHandler[]): RouteHandler {
  let calls = 0;
  return async (request, response) => {
    const failure = failures[calls];
    calls += 1;
    if (failure) await failure(request, response);
    else sendJson(response, 200, { ok: true });
  };
}

const status =
  (code: number, headers: Record<string, string> = {}): RouteHandler =>
  (_request, response) =>
    sendJson(response, code, { error: `status ${code}` }, headers);

async function run(
  execution: Record<string, unknown>,
  options?: LoadHttpClientOptions,
  signal?: AbortSignal,
) {
  client = await loadHttpClient([{ execution: { url: `${server.origin}/api`, ...execution } }], options);
  return client.execute('t0', {}, signal ? { signal } : undefined);
}

describe('retries', () => {
  it('retries 5xx, 408 and 429 until a try succeeds; attempts counts the first try', async () => {
    server.route('/api', failThenSucceed(status(503), status(408), status(429), status(500)));
    const result = await run({ retries: { attempts: 5, backoff_ms: 1 } });
    expect(result.isError).toBe(false);
    expect(firstText(result)).toBe('{"ok":true}');
    expect(server.requests).toHaveLength(5);
  });

  it('returns the last error when every attempt fails', async () => {
    server.route('/api', status(502));
    const result = await run({ retries: { attempts: 3, backoff_ms: 1 } });
    expect(result.isError).toBe(true);
    expect(result.metadata?.status_code).toBe(502);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry other 4xx answers', async () => {
    server.route('/api', status(400));
    const result = await run({ retries: { attempts: 3, backoff_ms: 1 } });
    expect(result.metadata?.status_code).toBe(400);
    expect(server.requests).toHaveLength(1);
  });

  it('tries once without a retries setting', async () => {
    server.route('/api', status(503));
    await run({});
    expect(server.requests).toHaveLength(1);
  });

  it('retries a connection the server drops', async () => {
    server.route(
      '/api',
      failThenSucceed((_request, response) => {
        response.socket?.destroy();
      }),
    );
    const result = await run({ retries: { attempts: 2, backoff_ms: 1 } });
    expect(result.isError).toBe(false);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a refused connection with the number of attempts', async () => {
    const closed = await startHttpServer();
    const origin = closed.origin;
    await closed.close();
    const result = await run({ url: `${origin}/api`, retries: { attempts: 2, backoff_ms: 1 } });
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(new RegExp(`^GET ${origin}/api failed after 2 attempts: .*ECONNREFUSED`));
  });

  it('waits as long as Retry-After (seconds) asks', async () => {
    server.route('/api', failThenSucceed(status(429, { 'retry-after': '1' })));
    const result = await run({ retries: { attempts: 2, backoff_ms: 1 } });
    expect(result.isError).toBe(false);
    const [first, second] = server.requests;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('caps Retry-After with maxRetryAfterMs', async () => {
    server.route('/api', failThenSucceed(status(503, { 'retry-after': '3600' })));
    const result = await run(
      { retries: { attempts: 2, backoff_ms: 1 } },
      { settings: { maxRetryAfterMs: 20 } },
    );
    expect(result.isError).toBe(false);
    const [first, second] = server.requests;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeLessThan(10_000);
  });
});

describe('timeouts and cancellation', () => {
  it('fails an attempt that takes longer than timeout_ms', async () => {
    server.route('/api', (_request, response) => waitForClientToLeave(response));
    const result = await run({ timeout_ms: 200 });
    expect(result.isError).toBe(true);
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: `The call of tool "t0" timed out after 200 ms (GET ${server.origin}/api).`,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('applies timeout_ms to each attempt and retries a timed-out one', async () => {
    server.route(
      '/api',
      failThenSucceed((_request, response) => waitForClientToLeave(response)),
    );
    const result = await run({ timeout_ms: 300, retries: { attempts: 2, backoff_ms: 1 } });
    expect(result.isError).toBe(false);
    expect(server.requests).toHaveLength(2);
  });

  it('times out while the body is still arriving', async () => {
    server.route('/api', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial');
      await waitForClientToLeave(response);
    });
    const result = await run({ timeout_ms: 300 });
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: `The call of tool "t0" timed out after 300 ms (GET ${server.origin}/api).`,
    });
  });

  it('times out while a body of announced length is still arriving', async () => {
    server.route('/api', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      response.write('partial');
      await waitForClientToLeave(response);
    });
    const result = await run({ timeout_ms: 300 });
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: `The call of tool "t0" timed out after 300 ms (GET ${server.origin}/api).`,
    });
  });

  it('times out while the body of a redirect is still arriving', async () => {
    server.route('/api', async (_request, response) => {
      response.writeHead(302, { location: '/elsewhere', 'content-type': 'text/plain' });
      response.write('moved');
      await waitForClientToLeave(response);
    });
    const result = await run({ timeout_ms: 300 });
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: `The call of tool "t0" timed out after 300 ms (GET ${server.origin}/api).`,
    });
    expect(server.requestsTo('/elsewhere')).toHaveLength(0);
  });

  it('times out a call whose request still waits for a free connection', async () => {
    // One connection per origin, held by a first call the server never answers: the second call's
    // request is queued and never reaches a connection until the first one ends.
    let arrived: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.route('/hold', async (_request, response) => {
      arrived();
      await waitForClientToLeave(response);
    });
    client = await loadHttpClient(
      [
        { name: 'hold', execution: { url: `${server.origin}/hold`, timeout_ms: 0 } },
        { name: 'quick', execution: { url: `${server.origin}/hold`, timeout_ms: 200 } },
      ],
      { settings: { connectionsPerOrigin: 1 } },
    );
    const holder = new AbortController();
    const first = client.execute('hold', {}, { signal: holder.signal });
    await firstArrived;
    const second = await client.execute('quick');
    expect(second.errorCode).toBe('CALL_TIMEOUT');
    expect(server.requestsTo('/hold')).toHaveLength(1);
    holder.abort();
    expect((await first).errorCode).toBe('CALL_CANCELLED');
  });

  it('never times out with timeout_ms 0', async () => {
    server.route('/api', async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sendJson(response, 200, { late: true });
    });
    const result = await run({ timeout_ms: 0 });
    expect(firstText(result)).toBe('{"late":true}');
  });

  it('keeps a timeout_ms longer than timers can hold instead of firing at once', async () => {
    // 3e9 ms does not fit a 32-bit timer; uncapped, Node fires such a timer after 1 ms.
    const late =
      (body: unknown): RouteHandler =>
      async (_request, response) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        sendJson(response, 200, body);
      };
    server.route('/api', late({ late: true }));
    server.route('POST /token', late({ access_token: 'abc', expires_in: 60 }));
    const result = await run({
      timeout_ms: 3_000_000_000,
      auth: {
        type: 'oauth2',
        flow: 'clientCredentials',
        tokenUrl: `${server.origin}/token`,
        clientId: 'id',
        clientSecret: 'secret',
      },
    });
    expect(firstText(result)).toBe('{"late":true}');
    expect(server.requestsTo('/token')).toHaveLength(1);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const controller = new AbortController();
    server.route('/api', async (_request, response) => {
      controller.abort();
      await waitForClientToLeave(response);
    });
    const result = await run({ retries: { attempts: 3, backoff_ms: 1 } }, {}, controller.signal);
    expect(result.isError).toBe(true);
    expect(result).toMatchObject({
      errorCode: 'CALL_CANCELLED',
      error: `The call of tool "t0" was cancelled (GET ${server.origin}/api): This operation was aborted.`,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('stops at once when the caller aborts while the body is arriving', async () => {
    const controller = new AbortController();
    server.route('/api', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial');
      setTimeout(() => controller.abort(), 50);
      await waitForClientToLeave(response);
    });
    const result = await run({ retries: { attempts: 3, backoff_ms: 1 } }, {}, controller.signal);
    expect(result).toMatchObject({
      errorCode: 'CALL_CANCELLED',
      error: `The call of tool "t0" was cancelled (GET ${server.origin}/api): This operation was aborted.`,
    });
    expect(server.requests).toHaveLength(1);
  });

  it("leaves no listener on the caller's signal, whether the call succeeds or times out", async () => {
    const signal = new AbortController().signal;
    server.route('/fast', (_request, response) => sendJson(response, 200, { ok: true }));
    server.route('/slow', (_request, response) => waitForClientToLeave(response));
    client = await loadHttpClient([
      { execution: { url: `${server.origin}/fast`, retries: { attempts: 2, backoff_ms: 1 } } },
      { execution: { url: `${server.origin}/slow`, timeout_ms: 100 } },
    ]);
    expect((await client.execute('t0', {}, { signal })).isError).toBe(false);
    expect((await client.execute('t1', {}, { signal })).errorCode).toBe('CALL_TIMEOUT');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    const controller = new AbortController();
    server.route('/api', (_request, response) => {
      sendJson(response, 503, {}, { 'retry-after': '30' });
      setTimeout(() => controller.abort(), 50);
    });
    const result = await run({ retries: { attempts: 3, backoff_ms: 1 } }, {}, controller.signal);
    expect(result).toMatchObject({
      errorCode: 'CALL_CANCELLED',
      error: `The call of tool "t0" was cancelled (GET ${server.origin}/api): This operation was aborted.`,
    });
    expect(server.requests).toHaveLength(1);
  });
});
