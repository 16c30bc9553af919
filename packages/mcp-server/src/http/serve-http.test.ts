import { request } from 'node:http';
import { createServer } from 'node:net';
import { MCIClient } from '@mci/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMciMcpServer, type MciMcpServer } from '../create-mci-mcp-server.js';
import { HttpListenError } from './http-listen-error.js';
import { InsecureBindError } from './insecure-bind-error.js';
import { type HttpServerHandle, type HttpServeSettings, serveHttp } from './serve-http.js';

const schema = (names: string[]) => ({
  schemaVersion: '1.0',
  tools: names.map((name) => ({ name, description: name, execution: { type: 'text', text: `${name} ran` } })),
});

const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(
  settings: HttpServeSettings = {},
): Promise<{ mci: MciMcpServer; http: HttpServerHandle }> {
  const client = await MCIClient.load({ schema: schema(['echo']), baseDir: process.cwd() });
  const mci = createMciMcpServer(client);
  const http = await serveHttp(mci, { port: 0, ...settings });
  cleanups.push(async () => {
    await mci.close();
    await http.close();
  });
  return { mci, http };
}

async function connect(url: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(transport);
  cleanups.push(() => client.close());
  return { client, transport };
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<RawResponse>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'POST', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

const mcpHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

describe('serveHttp', () => {
  it('serves tools in sessions, one per client, and ends a session on DELETE', async () => {
    const { http } = await start();
    expect(http.url).toBe(`http://127.0.0.1:${http.port}/mcp`);
    const first = await connect(http.url);
    const second = await connect(http.url);
    expect(first.transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.transport.sessionId).not.toBe(first.transport.sessionId);
    expect(http.sessionCount).toBe(2);
    expect((await first.client.listTools()).tools.map((tool) => tool.name)).toEqual(['echo']);
    expect(await second.client.callTool({ name: 'echo', arguments: {} })).toEqual({
      content: [{ type: 'text', text: 'echo ran' }],
      isError: false,
    });
    await first.transport.terminateSession();
    await expect.poll(() => http.sessionCount).toBe(1);
  });

  it('closes a session left idle, keeps one that is busy, and answers its id with 404 afterwards', async () => {
    const { http } = await start({ sessionIdleTimeoutMs: 500 });
    // A client holding its notification stream open is busy, however long it stays quiet.
    const listening = await connect(http.url);
    const opened = await raw(http.url, { headers: mcpHeaders, body: initialize });
    const sessionId = opened.headers['mcp-session-id'];
    expect(typeof sessionId).toBe('string');
    expect(http.sessionCount).toBe(2);
    await expect.poll(() => http.sessionCount, { timeout: 10_000 }).toBe(1);
    const late = await raw(http.url, {
      headers: { ...mcpHeaders, 'Mcp-Session-Id': String(sessionId) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(late.status).toBe(404);
    expect((await listening.client.listTools()).tools.map((tool) => tool.name)).toEqual(['echo']);
  });

  it('sends list changes to the sessions', async () => {
    const { mci, http } = await start();
    const { client } = await connect(http.url);
    let notified = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      notified += 1;
    });
    // The standalone SSE stream the notification travels on opens right after initialization.
    await expect
      .poll(async () => {
        await mci.setClient(
          await MCIClient.load({ schema: schema(['echo', 'later']), baseDir: process.cwd() }),
        );
        return notified;
      })
      .toBeGreaterThan(0);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['echo', 'later']);
  });

  it('serves every request on its own in stateless mode', async () => {
    const { http } = await start({ stateless: true });
    const { client, transport } = await connect(http.url);
    expect(transport.sessionId).toBeUndefined();
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['echo']);
    expect((await client.callTool({ name: 'echo', arguments: {} })).content).toEqual([
      { type: 'text', text: 'echo ran' },
    ]);
    expect(http.sessionCount).toBe(0);
    const get = await raw(http.url, { method: 'GET', headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });

  it('rejects a DNS rebinding request (foreign Host) with 403 before anything runs', async () => {
    const { http } = await start();
    const response = await raw(http.url, {
      headers: { ...mcpHeaders, Host: 'evil.example' },
      body: initialize,
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Host "evil.example" is not allowed' },
      id: null,
    });
    expect(http.sessionCount).toBe(0);
  });

  it('rejects a foreign Origin with 403 and accepts a loopback one', async () => {
    const { http } = await start();
    const host = `127.0.0.1:${http.port}`;
    const evil = await raw(http.url, {
      headers: { ...mcpHeaders, Host: host, Origin: 'http://evil.example' },
      body: initialize,
    });
    expect(evil.status).toBe(403);
    const local = await raw(http.url, {
      headers: { ...mcpHeaders, Host: host, Origin: `http://localhost:${http.port}` },
      body: initialize,
    });
    expect(local.status).toBe(200);
    expect(local.headers['mcp-session-id']).toBeDefined();
  });

  it('accepts a configured host name', async () => {
    const { http } = await start({ allowedHosts: ['mci.internal'] });
    const response = await raw(http.url, {
      headers: { ...mcpHeaders, Host: `mci.internal:${http.port}` },
      body: initialize,
    });
    expect(response.status).toBe(200);
  });

  it('requires the bearer token when one is set', async () => {
    const { http } = await start({ authToken: 'tok-123' });
    const missing = await raw(http.url, { headers: mcpHeaders, body: initialize });
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="mci"');
    const wrong = await raw(http.url, {
      headers: { ...mcpHeaders, Authorization: 'Bearer nope' },
      body: initialize,
    });
    expect(wrong.status).toBe(401);
    await expect(connect(http.url)).rejects.toThrow();
    const { client } = await connect(http.url, { Authorization: 'Bearer tok-123' });
    expect((await client.callTool({ name: 'echo', arguments: {} })).isError).toBe(false);
  });

  it('answers health checks without a token, other paths with 404 and unknown sessions with 404', async () => {
    const { http } = await start({ authToken: 'tok-123' });
    const base = `http://127.0.0.1:${http.port}`;
    expect(await raw(`${base}/healthz`, { method: 'GET' })).toMatchObject({
      status: 200,
      body: '{"status":"ready"}\n',
    });
    expect((await raw(`${base}/healthz`, { method: 'GET', headers: { Host: 'evil.example' } })).status).toBe(
      403,
    );
    const auth = { Authorization: 'Bearer tok-123' };
    expect((await raw(`${base}/other`, { method: 'GET', headers: auth })).status).toBe(404);
    const unknown = await raw(http.url, {
      headers: { ...mcpHeaders, ...auth, 'Mcp-Session-Id': 'not-a-session' },
      body: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    });
    expect(unknown.status).toBe(404);
    expect((await raw(http.url, { method: 'GET', headers: auth })).status).toBe(400);
  });

  it('leaves no session behind for a first request that is not initialize', async () => {
    const { http } = await start();
    const response = await raw(http.url, {
      headers: mcpHeaders,
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(response.status).toBe(400);
    expect(http.sessionCount).toBe(0);
  });

  it('refuses a non-loopback address without a token', async () => {
    const client = await MCIClient.load({ schema: schema(['echo']), baseDir: process.cwd() });
    const mci = createMciMcpServer(client);
    cleanups.push(() => mci.close());
    const error = await serveHttp(mci, { host: '0.0.0.0', port: 0 }).catch((thrown: unknown) => thrown);
    expect(InsecureBindError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'INSECURE_BIND', host: '0.0.0.0' });
    await expect(serveHttp(mci, { host: '0.0.0.0', port: 0 })).rejects.toThrow(
      'Refusing to serve on 0.0.0.0 without a token',
    );
  });

  it('says so when the port is taken', async () => {
    const { mci, http } = await start();
    const error = await serveHttp(mci, { port: http.port }).catch((thrown: unknown) => thrown);
    expect(HttpListenError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'HTTP_LISTEN_FAILED',
      host: '127.0.0.1',
      port: http.port,
      reason: 'the port is already in use',
      cause: { code: 'EADDRINUSE' },
    });
    await expect(serveHttp(mci, { port: http.port })).rejects.toThrow(
      `Cannot listen on 127.0.0.1:${http.port}: the port is already in use.`,
    );
  });

  it('stops listening and ends sessions on close', async () => {
    const { mci, http } = await start();
    const { client } = await connect(http.url);
    await mci.close();
    await http.close();
    await expect(raw(http.url, { headers: mcpHeaders, body: initialize })).rejects.toThrow(/ECONNREFUSED/);
    expect(http.sessionCount).toBe(0);
    await expect(client.listTools()).rejects.toThrow();
  });
});

/** A port free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

describe('serveHttp before it can answer', () => {
  it('holds a request that comes as soon as the port opens until the auth layer is made, instead of 503', async () => {
    const client = await MCIClient.load({ schema: schema(['echo']), baseDir: process.cwd() });
    const mci = createMciMcpServer(client);
    const port = await freePort();
    const serving = serveHttp(mci, { port, oauth: { issuers: ['http://127.0.0.1:9'] } });
    const url = `http://127.0.0.1:${port}/mcp`;
    let first: RawResponse | undefined;
    while (first === undefined) {
      first = await raw(url, { headers: mcpHeaders, body: initialize }).catch(() => undefined);
    }
    const http = await serving;
    cleanups.push(async () => {
      await mci.close();
      await http.close();
    });
    // No token: the OAuth layer answers, it was there to answer.
    expect(first.status).toBe(401);
    expect(first.headers['www-authenticate']).toContain('resource_metadata=');
  });
});
