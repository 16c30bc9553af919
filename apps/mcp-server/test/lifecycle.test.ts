import type { Readable, Writable } from 'node:stream';
import { isAlive, sleeperPid, writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

let dir: TempDir;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
});

afterEach(async () => {
  if (server !== undefined) await stopServer(server);
  server = undefined;
  await dir.remove();
});

/**
 * A client over the pipes of a process this test spawned itself (to see its exit code). The SDK's stdio
 * transport only frames JSON-RPC lines over two streams, so it works from the client side as well.
 */
async function connectOverPipes(spawned: ServerProcess): Promise<Client> {
  const client = new Client({ name: 'lifecycle-test', version: '1.0.0' });
  await client.connect(
    new StdioServerTransport(spawned.child.stdout as Readable, spawned.child.stdin as Writable),
  );
  return client;
}

const send = (spawned: ServerProcess, message: unknown) =>
  spawned.child.stdin?.write(`${JSON.stringify(message)}\n`);

describe('mci-mcp-server process', () => {
  it('writes only protocol messages to stdout, and its logs to stderr', async () => {
    server = spawnServer(['--log-level', 'debug'], { cwd: dir.path });
    send(server, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send(server, { jsonrpc: '2.0', method: 'notifications/initialized' });
    send(server, { jsonrpc: '2.0', id: 2, method: 'tools/list' });
    send(server, {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'node_version', arguments: {} },
    });
    send(server, { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'greet', arguments: {} } });
    send(server, { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'nope', arguments: {} } });
    const spawned = server;
    await expect.poll(() => spawned.stdout().split('\n').filter(Boolean).length, { timeout: 30_000 }).toBe(5);
    spawned.child.stdin?.end();
    expect(await spawned.exited).toEqual({ code: 0, signal: null });
    const messages = spawned
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number });
    expect(messages.every((message) => message.jsonrpc === '2.0')).toBe(true);
    expect(messages.map((message) => message.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(spawned.stderr()).toMatch(/^mci: serving 5 tools from \.\/mci\.json over stdio$/m);
    expect(spawned.stderr()).toContain('mci: debug: call node_version started');
  });

  it('exits 0 when the client closes stdin', async () => {
    const spawned = spawnServer([], { cwd: dir.path });
    server = spawned;
    const client = await connectOverPipes(spawned);
    expect((await client.listTools()).tools).toHaveLength(5);
    spawned.child.stdin?.end();
    expect(await spawned.exited).toEqual({ code: 0, signal: null });
    expect(spawned.stderr()).toContain('the client closed the connection, shutting down');
  });

  it('on SIGTERM lets the running call finish, answers it, then exits 0', async () => {
    const spawned = spawnServer([], { cwd: dir.path });
    server = spawned;
    const client = await connectOverPipes(spawned);
    const call = client.callTool({ name: 'sleep', arguments: { ms: 1500, tag: 'term' } });
    const pid = await sleeperPid(dir.path, 'term');
    spawned.child.kill('SIGTERM');
    await waitForStderr(spawned, /received SIGTERM, shutting down/);
    expect(await call).toEqual({
      content: [{ type: 'text', text: 'slept 1500' }],
      isError: false,
      _meta: expect.anything(),
    });
    expect(await spawned.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(pid)).toBe(false);
  });

  it('cancels a call that outlives the shutdown timeout, kills its process, and still exits 0', async () => {
    const spawned = spawnServer(['--shutdown-timeout', '200'], { cwd: dir.path });
    server = spawned;
    const client = await connectOverPipes(spawned);
    const call = client
      .callTool({ name: 'sleep', arguments: { ms: 60_000, tag: 'long' } })
      .catch((error) => error);
    const pid = await sleeperPid(dir.path, 'long');
    spawned.child.kill('SIGINT');
    expect(await spawned.exited).toEqual({ code: 0, signal: null });
    expect(spawned.stderr()).toContain('calls still running after 200 ms were cancelled');
    // The call is answered before the connection closes: an error result saying it was cancelled.
    expect(await call).toMatchObject({
      isError: true,
      content: [
        {
          type: 'text',
          text: expect.stringMatching(
            /^The call of tool "sleep" was cancelled \(command ".+"\): The server is shutting down\.$/,
          ),
        },
      ],
    });
    await expect.poll(() => isAlive(pid), { timeout: 20_000 }).toBe(false);
  });

  it('exits 1 with one line per problem when the file is broken', async () => {
    await writeFixture(dir.path, [{ name: 'bad', execution: { type: 'cli' } }]);
    const spawned = spawnServer([], { cwd: dir.path });
    server = spawned;
    expect((await spawned.exited).code).toBe(1);
    expect(spawned.stdout()).toBe('');
    const lines = spawned.stderr().trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('mci: error: '))).toBe(true);
    expect(spawned.stderr()).toContain('mci.json');
    expect(spawned.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits 1 when no MCI file is found', async () => {
    const empty = await createTempDir();
    try {
      const spawned = spawnServer([], { cwd: empty.path });
      server = spawned;
      expect((await spawned.exited).code).toBe(1);
      expect(spawned.stderr()).toBe(
        `mci: error: No MCI file found in ${empty.path}: expected one of mci.json, mci.yaml, mci.yml, or pass --file.\n`,
      );
    } finally {
      await empty.remove();
    }
  });
});
