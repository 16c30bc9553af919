import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MCIClient } from '@mci/client';
import {
  createFixtureMcpServer,
  type McpHttpFixture,
  startSseServer,
  startStreamableHttpServer,
} from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFileOf, loadClient } from './__fixtures__/mcp-test-kit.js';

const token = 'bearer-7d3e9f1a2b4c';

let dir: TempDir;
const closers: Array<{ close(): Promise<void> }> = [];
async function track<T extends { close(): Promise<void> }>(value: Promise<T>): Promise<T> {
  const resolved = await value;
  closers.push(resolved);
  return resolved;
}

beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(async () => {
  for (const closer of closers.splice(0).reverse()) await closer.close();
  await dir.remove();
});

/** A port on 127.0.0.1 where nothing listens (a server bound it, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function httpConfig(fixture: McpHttpFixture): Record<string, unknown> {
  return { type: 'http', url: fixture.url, headers: { Authorization: 'Bearer {{env.API_TOKEN}}' } };
}

describe('a Streamable HTTP server', () => {
  it('is fetched with the rendered headers, cached without them, and called over the same session', async () => {
    const fixture = await track(startStreamableHttpServer(() => createFixtureMcpServer()));
    const loaded: MCIClient = await track(
      loadClient(dir.path, { remote: httpConfig(fixture) }, { env: { API_TOKEN: token } }),
    );
    expect(loaded.listTools()).toContain('echo');
    expect(await loaded.execute('echo', { message: 'over http' })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'echo: over http' }],
    });
    expect(fixture.sessionCount()).toBe(1);
    const posts = fixture.requests.filter((request) => request.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
    expect(await readFile(cacheFileOf(dir.path, 'remote'), 'utf8')).not.toContain(token);
  });

  it('that forgot the session (a restart) gets a new session once, and the call succeeds', async () => {
    const fixture = await track(startStreamableHttpServer(() => createFixtureMcpServer()));
    const loaded = await track(
      loadClient(dir.path, { remote: httpConfig(fixture) }, { env: { API_TOKEN: token } }),
    );
    await fixture.dropSessions();
    expect((await loaded.execute('echo', { message: 'after restart' })).content).toEqual([
      { type: 'text', text: 'echo: after restart' },
    ]);
    expect(fixture.sessionCount()).toBe(2);
  });

  it('is told that the session ended when the client closes', async () => {
    const fixture = await track(startStreamableHttpServer(() => createFixtureMcpServer()));
    const loaded = await loadClient(dir.path, { remote: httpConfig(fixture) }, { env: { API_TOKEN: token } });
    await loaded.close();
    expect(fixture.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('is not contacted when its cache is fresh', async () => {
    const fixture = await track(startStreamableHttpServer(() => createFixtureMcpServer()));
    const config = httpConfig(fixture);
    await (await loadClient(dir.path, { remote: config }, { env: { API_TOKEN: token } })).close();
    const before = fixture.requests.length;
    const loaded = await track(loadClient(dir.path, { remote: config }, { env: { API_TOKEN: token } }));
    expect(loaded.listTools()).toContain('add');
    expect(fixture.requests.length).toBe(before);
  });
});

describe('an old HTTP+SSE server', () => {
  it('is reached through the SSE fallback', async () => {
    const fixture = await track(startSseServer(() => createFixtureMcpServer()));
    const loaded = await track(
      loadClient(dir.path, { legacy: httpConfig(fixture) }, { env: { API_TOKEN: token } }),
    );
    expect(loaded.listTools()).toContain('echo');
    expect((await loaded.execute('add', { a: 20, b: 22 })).structuredContent).toEqual({ sum: 42 });
    expect(fixture.requests.some((request) => request.method === 'GET' && request.path === '/sse')).toBe(
      true,
    );
    expect(fixture.requests.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(
      true,
    );
  });
});

describe('an HTTP server that cannot be reached', () => {
  it('fails the load naming the server, without the secret of its URL', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp?key={{env.API_TOKEN}}`;
    const load = loadClient(dir.path, { remote: { type: 'http', url } }, { env: { API_TOKEN: token } });
    const error = (await load.catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/MCP server "remote" is unavailable .*the connection was refused/);
    expect(error.message).not.toContain(token);
  });

  it('refuses a URL that is not http or https', async () => {
    const load = loadClient(dir.path, { remote: { type: 'http', url: 'file:///etc/passwd' } });
    await expect(load).rejects.toThrow(/Invalid MCP server "remote": url: the scheme must be http or https/);
  });
});
