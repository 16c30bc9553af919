import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { messagesOf, postJson } from '@mci/test-utils/raw-http';
import { fixtureTools } from '@mci/test-utils/serve-fixture';
import { Client, type ClientOptions, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyHttpTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { binPath, spawnServer, useFixtureFolder, waitForStderr } from './support.js';

const { dir, servers } = useFixtureFolder();
const closing: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  for (const client of closing.splice(0)) await client.close();
});

const modern = '2026-07-28';
const pinned: ClientOptions = { versionNegotiation: { mode: { pin: modern } } };
const automatic: ClientOptions = { versionNegotiation: { mode: 'auto' } };

/** A 2026-07-28 request: no handshake, the version and the client in `_meta` and in the headers. */
function modernRequest(id: number, method: string, params: Record<string, unknown> = {}) {
  return {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': modern,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
      },
    },
  };
}

function modernHeaders(method: string): Record<string, string> {
  return { 'Mcp-Protocol-Version': modern, 'Mcp-Method': method };
}

async function startHttp(): Promise<URL> {
  const server = spawnServer(['--http', '--port', '0'], { cwd: dir.path });
  servers.push(server);
  return new URL((await waitForStderr(server, /over (http:\/\/\S+)/))[1] as string);
}

async function connectHttp(url: URL, options?: ClientOptions): Promise<Client> {
  const client = new Client({ name: 'eras-test', version: '1.0.0' }, options);
  await client.connect(new StreamableHTTPClientTransport(url));
  closing.push(client);
  return client;
}

async function greet(client: Client | LegacyClient): Promise<unknown> {
  const result = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
  return result.content;
}

describe('mci run over HTTP, both protocol eras on one endpoint', () => {
  it('serves a client pinned to 2026-07-28, one in automatic mode and a 1.x client side by side', async () => {
    const url = await startHttp();
    const pinnedClient = await connectHttp(url, pinned);
    const autoClient = await connectHttp(url, automatic);
    const legacyClient = new LegacyClient({ name: 'legacy', version: '1.0.0' });
    await legacyClient.connect(new LegacyHttpTransport(url));
    closing.push(legacyClient);

    expect(pinnedClient.getProtocolEra()).toBe('modern');
    expect(autoClient.getProtocolEra()).toBe('modern');
    for (const client of [pinnedClient, autoClient, legacyClient]) {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('greet');
      expect(await greet(client)).toEqual([{ type: 'text', text: 'Hello Ada!' }]);
    }
  });

  it('answers server/discover and lists with cache fields in a stable order, with no session', async () => {
    const url = await startHttp();
    const discover = await postJson(url.href, modernRequest(1, 'server/discover'), {
      headers: modernHeaders('server/discover'),
    });
    expect(discover.status).toBe(200);
    expect(discover.headers['mcp-session-id']).toBeUndefined();
    const discovered = messagesOf(discover)[0]?.result as Record<string, unknown>;
    expect(discovered.supportedVersions).toContain(modern);
    expect(discovered.capabilities).toMatchObject({ tools: { listChanged: true } });

    const lists = await Promise.all(
      [2, 3].map((id) =>
        postJson(url.href, modernRequest(id, 'tools/list'), { headers: modernHeaders('tools/list') }),
      ),
    );
    const results = lists.map((list) => messagesOf(list)[0]?.result as Record<string, unknown>);
    expect(results[0]).toMatchObject({ ttlMs: expect.any(Number), cacheScope: 'public' });
    const names = results.map((result) => (result.tools as Array<{ name: string }>).map((tool) => tool.name));
    expect(names[0]).toEqual(['greet', 'read_note', 'node_version', 'sleep', 'internal_secret']);
    expect(names[1]).toEqual(names[0]);
  });
});

describe('mci run over stdio, both protocol eras', () => {
  it('serves a client pinned to 2026-07-28 and one in automatic mode', async () => {
    for (const options of [pinned, automatic]) {
      const client = new Client({ name: 'eras-test', version: '1.0.0' }, options);
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [binPath],
          cwd: dir.path,
          stderr: 'pipe',
        }),
      );
      closing.push(client);
      expect(client.getProtocolEra()).toBe('modern');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('greet');
      expect(await greet(client)).toEqual([{ type: 'text', text: 'Hello Ada!' }]);
    }
  });

  it('answers server/discover and a call without initialize', async () => {
    const server = spawnServer([], { cwd: dir.path });
    servers.push(server);
    const lines = createInterface({ input: server.child.stdout as NodeJS.ReadableStream });
    const answers = new Map<number, Record<string, unknown>>();
    const read = new Promise<void>((resolve) => {
      lines.on('line', (line) => {
        const message = JSON.parse(line) as { id: number; result: Record<string, unknown> };
        answers.set(message.id, message.result);
        if (answers.size === 2) resolve();
      });
    });
    const call = modernRequest(2, 'tools/call', { name: 'greet', arguments: { name: 'Ada' } });
    server.child.stdin?.write(
      `${JSON.stringify(modernRequest(1, 'server/discover'))}\n${JSON.stringify(call)}\n`,
    );
    await read;
    expect(answers.get(1)?.supportedVersions).toContain(modern);
    expect(answers.get(2)?.content).toEqual([{ type: 'text', text: 'Hello Ada!' }]);
    lines.close();
  });
});

describe('a reload reaches 2026-07-28 clients through subscriptions/listen', () => {
  /** A pinned client that records the tool names of each change announced on its listen stream. */
  function listeningClient(changes: string[][]): Client {
    const client = new Client(
      { name: 'eras-test', version: '1.0.0' },
      {
        ...pinned,
        listChanged: {
          tools: {
            debounceMs: 0,
            onChanged: (_error, tools) => changes.push((tools ?? []).map((tool) => tool.name)),
          },
        },
      },
    );
    closing.push(client);
    return client;
  }

  async function addTool(name: string): Promise<void> {
    const tools = [...fixtureTools(), { name, execution: { type: 'text', text: 'new' } }];
    await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
  }

  it('over HTTP and over stdio', async () => {
    const server = spawnServer(['--http', '--port', '0', '--watch'], { cwd: dir.path });
    servers.push(server);
    const url = new URL((await waitForStderr(server, /over (http:\/\/\S+)/))[1] as string);
    await waitForStderr(server, /watching the MCI files for changes/);
    const overHttp: string[][] = [];
    await listeningClient(overHttp).connect(new StreamableHTTPClientTransport(url));
    const overStdio: string[][] = [];
    const stdioTransport = new StdioClientTransport({
      command: process.execPath,
      args: [binPath, '--watch'],
      cwd: dir.path,
      stderr: 'pipe',
    });
    let stdioLog = '';
    stdioTransport.stderr?.on('data', (chunk: Buffer) => {
      stdioLog += chunk.toString('utf8');
    });
    await listeningClient(overStdio).connect(stdioTransport);
    await expect.poll(() => stdioLog, { timeout: 30_000 }).toContain('watching the MCI files for changes');

    await addTool('added_now');
    await expect.poll(() => overHttp.at(-1) ?? [], { timeout: 30_000 }).toContain('added_now');
    await expect.poll(() => overStdio.at(-1) ?? [], { timeout: 30_000 }).toContain('added_now');
  });
});
