import { MCIClient } from '@mci/client';
import { connectInMemory, FIXTURE_PNG_BASE64, FIXTURE_WAV_BASE64 } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryFixture, loadClient, loadRequest } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';
import type { McpExecutorSettings } from './mcp-executor-settings.js';

const servers = { fx: { command: 'fixture-server' } };

let dir: TempDir;
const clients: MCIClient[] = [];
async function client(settings: McpExecutorSettings, env?: Record<string, string>): Promise<MCIClient> {
  const loaded = await loadClient(dir.path, servers, { settings, ...(env ? { env } : {}) });
  clients.push(loaded);
  return loaded;
}

beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((loaded) => loaded.close()));
  await dir.remove();
});

describe('through MCIClient', () => {
  it('lists the server tools with their source and calls one with the props as arguments', async () => {
    const loaded = await client(inMemoryFixture());
    expect(loaded.listTools()).toEqual([
      'echo',
      'add',
      'image',
      'audio',
      'link',
      'embedded',
      'fail',
      'slow',
      'env',
      'pid',
    ]);
    expect(loaded.getTool('echo')?.source).toMatchObject({ mcpServer: 'fx' });
    expect(loaded.tags(['IsReadOnly']).map((tool) => tool.name)).toEqual(['echo', 'pid']);
    expect(await loaded.execute('echo', { message: 'hello' })).toEqual({
      isError: false,
      content: [{ type: 'text', text: 'echo: hello' }],
      metadata: { serverName: 'fx', toolName: 'echo' },
    });
  });

  it('reuses the session of the load for calls', async () => {
    const fixture = inMemoryFixture();
    const loaded = await client(fixture);
    await loaded.execute('echo', { message: 'a' });
    await loaded.execute('echo', { message: 'b' });
    expect(fixture.starts()).toBe(1);
  });
});

describe('content', () => {
  it('maps text with structuredContent', async () => {
    const loaded = await client(inMemoryFixture());
    expect(await loaded.execute('add', { a: 2, b: 3 })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: '{"sum":5}' }],
      structuredContent: { sum: 5 },
    });
  });

  it('maps image and audio content with annotations', async () => {
    const loaded = await client(inMemoryFixture());
    expect((await loaded.execute('image')).content).toEqual([
      {
        type: 'image',
        data: FIXTURE_PNG_BASE64,
        mimeType: 'image/png',
        annotations: { audience: ['user'], priority: 0.5 },
      },
    ]);
    expect((await loaded.execute('audio')).content).toEqual([
      { type: 'audio', data: FIXTURE_WAV_BASE64, mimeType: 'audio/wav' },
    ]);
  });

  it('maps resource links and embedded text and blob resources', async () => {
    const loaded = await client(inMemoryFixture());
    expect((await loaded.execute('link')).content).toEqual([
      {
        type: 'resource_link',
        uri: 'file:///project/readme.md',
        name: 'readme.md',
        title: 'Read me',
        description: 'The project readme',
        mimeType: 'text/markdown',
      },
    ]);
    expect((await loaded.execute('embedded')).content).toEqual([
      { type: 'resource', resource: { uri: 'memo://one', mimeType: 'text/plain', text: 'first memo' } },
      {
        type: 'resource',
        resource: { uri: 'memo://two', mimeType: 'application/octet-stream', blob: 'AAEC' },
      },
    ]);
  });

  it('returns an isError result of the server as an error result that keeps its content', async () => {
    const loaded = await client(inMemoryFixture());
    expect(await loaded.execute('fail', { reason: 'disk full' })).toEqual({
      isError: true,
      error: 'failed: disk full',
      errorCode: 'MCP_TOOL_ERROR',
      content: [{ type: 'text', text: 'failed: disk full' }],
      metadata: { serverName: 'fx', toolName: 'fail' },
    });
  });
});

describe('sessions', () => {
  it('serve 50 parallel first calls over one connection', async () => {
    await client(inMemoryFixture());
    const fixture = inMemoryFixture();
    const loaded = await client(fixture);
    expect(fixture.starts()).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => loaded.execute('echo', { message: `m${index}` })),
    );
    expect(results.map((result) => result.content[0])).toEqual(
      Array.from({ length: 50 }, (_, index) => ({ type: 'text', text: `echo: m${index}` })),
    );
    expect(fixture.starts()).toBe(1);
  });

  it('reconnect once when the server went away between calls', async () => {
    const fixture = inMemoryFixture();
    const loaded = await client(fixture);
    await fixture.servers[0]?.close();
    expect(await loaded.execute('echo', { message: 'again' })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'echo: again' }],
    });
    expect(fixture.starts()).toBe(2);
  });

  it('are replaced when a later load changes the server config', async () => {
    const fixture = inMemoryFixture();
    const executor = createMcpExecutor(fixture);
    try {
      await executor.loadMcpServers(loadRequest(dir.path, servers));
      expect(fixture.servers[0]?.isConnected()).toBe(true);
      await executor.loadMcpServers(
        loadRequest(dir.path, { fx: { command: 'fixture-server', args: ['v2'] } }),
      );
      expect(fixture.servers[0]?.isConnected()).toBe(false);
      expect(fixture.starts()).toBe(2);
    } finally {
      await executor.close();
    }
  });

  it('end on close()', async () => {
    const fixture = inMemoryFixture();
    const loaded = await client(fixture);
    await loaded.close();
    expect(fixture.servers[0]?.isConnected()).toBe(false);
  });
});

describe('cancellation and timeouts', () => {
  it('cancel a call when its signal aborts, and tell the server', async () => {
    const fixture = inMemoryFixture();
    const loaded = await client(fixture);
    const controller = new AbortController();
    const call = loaded.execute('slow', { ms: 120_000 }, { signal: controller.signal });
    await vi.waitFor(() => expect(fixture.events).toContain('started slow'), { timeout: 10_000 });
    controller.abort();
    const result = await call;
    expect(result.isError).toBe(true);
    expect(result).toMatchObject({
      errorCode: 'CALL_CANCELLED',
      error:
        'The call of tool "slow" was cancelled (MCP tool "slow" of server "fx"): This operation was aborted.',
    });
    await vi.waitFor(() => expect(fixture.events).toContain('cancelled slow'), { timeout: 10_000 });
  });

  it('end a call after timeoutMs, and tell the server', async () => {
    const fixture = inMemoryFixture();
    const loaded = await client({ ...fixture, timeoutMs: 1000 });
    const result = await loaded.execute('slow', { ms: 120_000 });
    expect(result.isError).toBe(true);
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: 'The call of tool "slow" timed out after 1000 ms (MCP tool "slow" of server "fx").',
    });
    await vi.waitFor(() => expect(fixture.events).toContain('cancelled slow'), { timeout: 10_000 });
    expect(await loaded.execute('echo', { message: 'still fine' })).toMatchObject({ isError: false });
  });
});

describe('errors', () => {
  it('name a server that no loaded file declares', async () => {
    const loaded = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [{ name: 'orphan', execution: { type: 'mcp', serverName: 'ghost', toolName: 'x' } }],
      },
      baseDir: dir.path,
      executors: [createMcpExecutor()],
    });
    clients.push(loaded);
    const result = await loaded.execute('orphan');
    expect(result.isError).toBe(true);
    expect(result.error).toBe(
      'MCP tool "x" of server "ghost" cannot be called: no loaded file declares that server in mcp_servers',
    );
  });

  it('report an env variable missing at call time, after a load that only read the cache', async () => {
    const config = { fx: { command: 'fixture-server', args: ['--key', '{{env.KEY}}'] } };
    clients.push(
      await loadClient(dir.path, config, { env: { KEY: 'k-1234567' }, settings: inMemoryFixture() }),
    );
    const loaded = await loadClient(dir.path, config, { settings: inMemoryFixture() });
    clients.push(loaded);
    expect(loaded.listTools()).toContain('echo');
    const result = await loaded.execute('echo', { message: 'x' });
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(/^MCP tool "echo" of server "fx" could not be called: .*env\.KEY/);
  });

  it('refuse a tools/call answer that does not follow MCP, naming its first problem, every time', async () => {
    const sloppy = new Server({ name: 'sloppy', version: '1.0.0' }, { capabilities: { tools: {} } });
    sloppy.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [{ name: 'echo', inputSchema: { type: 'object' } }],
    }));
    // The fallback handler answers tools/call without the SDK's own check of what a server sends.
    sloppy.fallbackRequestHandler = async () => ({ content: [{ type: 'text' }] });
    const loaded = await client({ createTransport: () => connectInMemory(sloppy) });
    for (const _ of [1, 2]) {
      const result = await loaded.execute('echo', { message: 'x' });
      expect(result.isError).toBe(true);
      expect(result.error).toMatch(
        /^MCP tool "echo" of server "fx" failed: the server's answer does not follow MCP \(content\.0(\.text)?: /,
      );
    }
  });

  it('report a server that cannot be reached at call time, without its secrets', async () => {
    const secret = 'sk-live-0a9b8c7d6e';
    const fixture = inMemoryFixture();
    await client(fixture);
    let attempts = 0;
    const loaded = await loadClient(
      dir.path,
      { fx: { command: 'fixture-server', args: ['--key', '{{env.KEY}}'] } },
      {
        env: { KEY: secret },
        settings: {
          createTransport: (_name, config) => {
            attempts++;
            throw new Error(`refused ${config.type === 'stdio' ? config.args.join(' ') : ''}`);
          },
        },
      },
    );
    clients.push(loaded);
    const result = await loaded.execute('echo', { message: 'x' });
    expect(result.isError).toBe(true);
    expect(result.error).toContain('MCP tool "echo" of server "fx" failed: refused --key ***');
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(attempts).toBe(2);
  });
});
