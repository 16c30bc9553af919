import { request } from 'node:http';
import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

let dir: TempDir;
const servers: ServerProcess[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
});

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  for (const server of servers.splice(0)) await stopServer(server);
});

afterAll(() => dir.remove());

async function startHttp(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(['--http', '--port', '0', ...args], { cwd: dir.path, env });
  servers.push(server);
  const match = await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
  return { server, url: match[1] as string };
}

async function connect(url: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'http-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return { client, transport };
}

function post(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    );
  });
}

describe('mci-mcp-server over HTTP', () => {
  it('serves tools in stateful sessions', async () => {
    const { url } = await startHttp([]);
    const { client, transport } = await connect(url);
    expect(transport.sessionId).toBeDefined();
    expect((await client.listTools()).tools).toHaveLength(5);
    expect((await client.callTool({ name: 'greet', arguments: { name: 'Http' } })).content).toEqual([
      { type: 'text', text: 'Hello Http!' },
    ]);
  });

  it('serves tools statelessly', async () => {
    const { server, url } = await startHttp(['--stateless']);
    expect(server.stderr()).toContain(`over ${url} (stateless)`);
    const { client, transport } = await connect(url);
    expect(transport.sessionId).toBeUndefined();
    expect((await client.callTool({ name: 'node_version', arguments: {} })).content).toEqual([
      { type: 'text', text: process.version },
    ]);
  });

  it('rejects a request whose Host is not local (DNS rebinding) with 403', async () => {
    const { server, url } = await startHttp([]);
    expect(await post(url, { Host: 'evil.example' })).toBe(403);
    expect(await post(url, { Host: `localhost:${new URL(url).port}` })).toBe(200);
    await waitForStderr(server, /rejected POST \/mcp: Host "evil.example" is not allowed/);
  });

  it('requires the bearer token from MCI_AUTH_TOKEN', async () => {
    const { url } = await startHttp([], { MCI_AUTH_TOKEN: 'token-from-env' });
    expect(await post(url, {})).toBe(401);
    expect(await post(url, { Authorization: 'Bearer wrong' })).toBe(401);
    const { client } = await connect(url, { Authorization: 'Bearer token-from-env' });
    expect((await client.listTools()).tools).toHaveLength(5);
  });

  it('refuses to listen on a non-loopback address without a token', async () => {
    const server = spawnServer(['--http', '--port', '0', '--host', '0.0.0.0'], { cwd: dir.path });
    servers.push(server);
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toContain('mci: error: Refusing to serve on 0.0.0.0 without a token');
    expect(server.stderr()).toContain('--auth-token (or MCI_AUTH_TOKEN)');
  });

  it('exits 0 on SIGTERM and stops listening', async () => {
    const { server, url } = await startHttp([]);
    await connect(url);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(post(url, {})).rejects.toThrow(/ECONNREFUSED/);
  });
});
