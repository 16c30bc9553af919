import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MCIClient } from '@mci/client';
import {
  createFixtureMcpServer,
  type McpHttpFixture,
  startSseServer,
  startStreamableHttpServer,
} from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFileOf, loadClient, loadRequest } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';
import { McpServerUnavailableError } from './mcp-server-unavailable-error.js';

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

/** A plain HTTP server on 127.0.0.1 that answers every request with `handler` (not MCP at all). */
async function answering(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The error of loading `servers`, which must be an `McpServerUnavailableError`. */
async function loadError(servers: Record<string, unknown>, env: Record<string, string> = {}): Promise<Error> {
  const executor = createMcpExecutor();
  try {
    const error = await executor
      .loadMcpServers(loadRequest(dir.path, servers, { env }))
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(McpServerUnavailableError);
    return error as Error;
  } finally {
    await executor.close();
  }
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

describe('an HTTP server that refuses', () => {
  it('fails the load with its answer, without the header secret it echoes', async () => {
    const refusing = await track(
      answering((request, response) => {
        response.writeHead(401, { 'content-type': 'text/plain' }).end(`bad ${request.headers.authorization}`);
      }),
    );
    const error = await loadError(
      {
        remote: {
          type: 'http',
          url: `${refusing.url}/mcp`,
          headers: { Authorization: 'Bearer {{env.API_TOKEN}}' },
        },
      },
      { API_TOKEN: token },
    );
    expect(error.message).toMatch(
      /MCP server "remote" is unavailable .*requires authorization \(HTTP 401\): bad \*\*\*/,
    );
    expect(error.message).not.toContain(token);
  });

  it('names what both transports answered when neither is spoken', async () => {
    const notFound = await track(
      answering((_request, response) => response.writeHead(404).end('no such page')),
    );
    const error = await loadError({ remote: { type: 'http', url: `${notFound.url}/mcp` } });
    expect(error.message).toContain('Error POSTing to endpoint: no such page');
    expect(error.message).toContain(
      'then, over the older HTTP+SSE transport: SSE error: Non-200 status code (404)',
    );
  });

  it('keeps a secret out of the message when the URL shows it percent-encoded', async () => {
    const notFound = await track(answering((_request, response) => response.writeHead(404).end()));
    const secret = 'team key/ü';
    const error = await loadError(
      { remote: { type: 'http', url: `${notFound.url}/{{env.TEAM}}/mcp` } },
      { TEAM: secret },
    );
    expect(error.message).toMatch(/MCP server "remote" is unavailable .*\/\*\*\*\/mcp/);
    expect(error.message).not.toContain(encodeURI(secret));
  });

  it('fails the load with a bounded excerpt of a long error page, on one line', async () => {
    const page = `<html>\n${'<p>Internal error</p>\n'.repeat(2000)}</html>`;
    const broken = await track(
      answering((_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end(page)),
    );
    const error = await loadError({ remote: { type: 'http', url: `${broken.url}/mcp` } });
    expect(error.message).toContain('HTTP 500: <html> <p>Internal error</p>');
    expect(error.message).toContain('…');
    expect(error.message).not.toContain('\n');
    expect(error.message.length).toBeLessThan(1000);
  });
});

describe('an HTTP server that never answers', () => {
  it('is let go at once when the load is cancelled, without waiting for the connect time limit', async () => {
    const hung: string[] = [];
    const silent = await track(
      answering((request) => {
        hung.push(request.method ?? '');
        request.on('close', () => hung.push('closed'));
      }),
    );
    const controller = new AbortController();
    const load = MCIClient.load({
      schema: { schemaVersion: '1.0', mcp_servers: { remote: { type: 'http', url: `${silent.url}/mcp` } } },
      baseDir: dir.path,
      signal: controller.signal,
      executors: [createMcpExecutor({ connectTimeoutMs: 600_000 })],
    });
    await vi.waitFor(() => expect(hung).toEqual(['POST']));
    controller.abort();
    await expect(load).rejects.toThrow(/This operation was aborted/);
    await vi.waitFor(() => expect(hung).toEqual(['POST', 'closed']));
  });

  it('is let go at once by close() while a call waits for the connection', async () => {
    const silent = await track(answering(() => undefined));
    const executor = createMcpExecutor({ connectTimeoutMs: 600_000 });
    await executor.loadMcpServers(
      loadRequest(dir.path, { remote: { type: 'http', url: `${silent.url}/mcp` } }, { offline: true }),
    );
    const loaded = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [{ name: 'remote_echo', execution: { type: 'mcp', serverName: 'remote', toolName: 'echo' } }],
      },
      baseDir: dir.path,
      executors: [executor],
    });
    const call = loaded.execute('remote_echo');
    await loaded.close();
    expect(await call).toMatchObject({
      isError: true,
      errorCode: 'EXECUTOR_CLOSED',
    });
  });
});
