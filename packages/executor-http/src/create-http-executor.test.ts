import type { MCIClient } from '@mci/client';
import { ConfigValidationError } from '@mci/schema';
import { echoHandler, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstText, loadHttpClient } from './__fixtures__/load-http-client.js';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer({ routes: { '/echo': echoHandler } });
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
});

function rawHeaderValues(raw: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === name) values.push(raw[index + 1] ?? '');
  }
  return values;
}

describe('requests', () => {
  it('sends the rendered url, headers and query, and returns the body as text with metadata', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        execution: {
          url: `${server.origin}/echo?fixed=1`,
          headers: { 'X-Request-Id': 'req-{{ props.id }}' },
          params: { id: '{{ props.id }}' },
        },
      },
    ]);
    const result = await client.execute('t0', { id: '42' });
    expect(result.isError).toBe(false);
    const echo = JSON.parse(firstText(result));
    expect(echo.method).toBe('GET');
    expect(echo.query).toEqual([
      ['fixed', '1'],
      ['id', '42'],
    ]);
    expect(echo.headers['x-request-id']).toBe('req-42');
    expect(echo.headers['user-agent']).toMatch(/^mci-ts\/\d+\.\d+\.\d+/);
    expect(result.structuredContent).toBeUndefined();
    expect(Object.keys(result.metadata ?? {}).sort()).toEqual(['response_time_ms', 'status_code']);
    expect(result.metadata?.status_code).toBe(200);
    expect(Number.isInteger(result.metadata?.response_time_ms)).toBe(true);
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('sends %s', async (method) => {
    client = await loadHttpClient([{ execution: { method, url: `${server.origin}/echo` } }]);
    const result = await client.execute('t0');
    expect(result.isError).toBe(false);
    expect(server.requests.map((request) => request.method)).toEqual([method]);
    expect(JSON.parse(firstText(result)).method).toBe(method);
  });

  it('sends each call of a tool to the URL its props render, one after another and at once', async () => {
    for (const id of ['a', 'b']) server.route(`/items/${id}`, echoHandler);
    const loaded = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
        execution: { url: `${server.origin}/items/{{props.id}}` },
      },
    ]);
    client = loaded;
    const pathOf = async (id: string) => JSON.parse(firstText(await loaded.execute('t0', { id }))).path;
    expect([await pathOf('a'), await pathOf('a'), await pathOf('b'), await pathOf('a')]).toEqual([
      '/items/a',
      '/items/a',
      '/items/b',
      '/items/a',
    ]);
    expect(await Promise.all(['b', 'a', 'b'].map(pathOf))).toEqual(['/items/b', '/items/a', '/items/b']);
  });

  it('sends HEAD and returns empty text', async () => {
    client = await loadHttpClient([{ execution: { method: 'HEAD', url: `${server.origin}/echo` } }]);
    const result = await client.execute('t0');
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD']);
    expect(result.isError).toBe(false);
    expect(result.content).toEqual([{ type: 'text', text: '' }]);
    expect(result.metadata?.status_code).toBe(200);
  });

  it('encodes params: arrays repeat the key, JSON-style scalars, objects as JSON, null and absent dropped', async () => {
    client = await loadHttpClient([
      {
        inputSchema: {
          type: 'object',
          properties: {
            tags: { type: 'array' },
            flag: { type: 'boolean' },
            ratio: { type: 'number' },
            filter: { type: 'object' },
            nothing: { type: 'null' },
            optional: { type: 'string' },
          },
        },
        execution: {
          url: `${server.origin}/echo`,
          params: {
            tags: '{!! props.tags !!}',
            flag: '{!! props.flag !!}',
            flagText: '{{ props.flag }}',
            ratio: '{!! props.ratio !!}',
            filter: '{!! props.filter !!}',
            nothing: '{!! props.nothing !!}',
            optional: '{{ props.optional }}',
            text: 'a b&c=d',
          },
        },
      },
    ]);
    const result = await client.execute('t0', {
      tags: ['x', 'y z', 7],
      flag: false,
      ratio: 3.5,
      filter: { a: [1, 2] },
      nothing: null,
    });
    expect(result.isError).toBe(false);
    expect(JSON.parse(firstText(result)).query).toEqual([
      ['tags', 'x'],
      ['tags', 'y z'],
      ['tags', '7'],
      ['flag', 'false'],
      ['flagText', 'false'],
      ['ratio', '3.5'],
      ['filter', '{"a":[1,2]}'],
      ['text', 'a b&c=d'],
    ]);
  });
});

describe('bodies', () => {
  it('sends a json body with native values and Content-Type application/json', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { count: { type: 'integer' }, tags: { type: 'array' } } },
        execution: {
          method: 'POST',
          url: `${server.origin}/echo`,
          body: {
            type: 'json',
            content: {
              count: '{!! props.count !!}',
              tags: '{!! props.tags !!}',
              name: 'n-{{ props.count }}',
            },
          },
        },
      },
    ]);
    const result = await client.execute('t0', { count: 3, tags: ['a'] });
    const request = server.requests[0];
    expect(JSON.parse(request?.text ?? '')).toEqual({ count: 3, tags: ['a'], name: 'n-3' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(result.isError).toBe(false);
  });

  it('sends a form body with repeated keys for arrays', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { ids: { type: 'array' } } },
        execution: {
          method: 'POST',
          url: `${server.origin}/echo`,
          body: { type: 'form', content: { ids: '{!! props.ids !!}', q: 'a b', on: true } },
        },
      },
    ]);
    await client.execute('t0', { ids: [1, 2] });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(request?.text).entries()]).toEqual([
      ['ids', '1'],
      ['ids', '2'],
      ['q', 'a b'],
      ['on', 'true'],
    ]);
  });

  it('sends a raw body as text/plain', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
        execution: {
          method: 'PUT',
          url: `${server.origin}/echo`,
          body: { type: 'raw', content: 'hello {{ props.name }}' },
        },
      },
    ]);
    await client.execute('t0', { name: 'wörld' });
    expect(server.requests[0]?.text).toBe('hello wörld');
    expect(server.requests[0]?.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each(['Content-Type', 'content-type', 'CONTENT-TYPE', 'cOnTeNt-TyPe'])(
    'keeps the user %s header instead of the default one',
    async (name) => {
      client = await loadHttpClient([
        {
          execution: {
            method: 'POST',
            url: `${server.origin}/echo`,
            headers: { [name]: 'application/vnd.test+json' },
            body: { type: 'json', content: { a: 1 } },
          },
        },
      ]);
      await client.execute('t0');
      expect(rawHeaderValues(server.requests[0]?.rawHeaders ?? [], 'content-type')).toEqual([
        'application/vnd.test+json',
      ]);
    },
  );

  it('keeps a user User-Agent header', async () => {
    client = await loadHttpClient([
      { execution: { url: `${server.origin}/echo`, headers: { 'user-agent': 'custom/1' } } },
    ]);
    await client.execute('t0');
    expect(rawHeaderValues(server.requests[0]?.rawHeaders ?? [], 'user-agent')).toEqual(['custom/1']);
  });
});

describe('executor', () => {
  it('reuses one keep-alive connection for sequential calls', async () => {
    client = await loadHttpClient([{ execution: { url: `${server.origin}/echo` } }]);
    for (let index = 0; index < 5; index += 1) {
      expect((await client.execute('t0')).isError).toBe(false);
    }
    expect(server.requests).toHaveLength(5);
    expect(server.connectionCount).toBe(1);
  });

  it('validates the execution config at load time', () => {
    const executor = createHttpExecutor();
    expect(() => executor.parseConfig({ type: 'http', method: 'FETCH', url: 'http://127.0.0.1/' })).toThrow(
      ConfigValidationError,
    );
    expect(() => executor.parseConfig({ type: 'http' })).toThrow(/url/);
    expect(executor.parseConfig({ type: 'http', url: 'http://127.0.0.1/' })).toMatchObject({
      method: 'GET',
      timeout_ms: 30000,
    });
  });

  it('refuses settings out of range when it is created', () => {
    expect(() => createHttpExecutor({ maxResponseBytes: 0 })).toThrow(
      'Setting maxResponseBytes must be an integer of at least 1, got 0.',
    );
    expect(() => createHttpExecutor({ maxRedirects: -1 })).toThrow(/maxRedirects/);
    expect(() => createHttpExecutor({ maxBackoffMs: 1.5 })).toThrow(/maxBackoffMs/);
    expect(() => createHttpExecutor({ maxRetryAfterMs: Number.NaN })).toThrow(/maxRetryAfterMs/);
    expect(() => createHttpExecutor({ connectionsPerOrigin: 0 })).toThrow(/connectionsPerOrigin/);
    expect(() => createHttpExecutor({ oauth2ClientAuthentication: 'header' as unknown as 'basic' })).toThrow(
      /oauth2ClientAuthentication/,
    );
  });

  it('refuses URLs that are not http or https', async () => {
    client = await loadHttpClient([{ execution: { url: 'file:///etc/hostname' } }]);
    const result = await client.execute('t0');
    expect(result.isError).toBe(true);
    expect(result.error).toContain('only http and https URLs are supported');
  });

  it('fails calls after close()', async () => {
    const executor = createHttpExecutor();
    client = await loadHttpClient([{ execution: { url: `${server.origin}/echo` } }], { executor });
    expect((await client.execute('t0')).isError).toBe(false);
    await executor.close?.();
    const result = await client.execute('t0');
    expect(result.isError).toBe(true);
    expect(result.errorCode).toBe('EXECUTOR_CLOSED');
    expect(result.error).toMatch(/^The "http" executor is closed/);
    expect(server.requests).toHaveLength(1);
  });
});
