import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MciFileError } from '@mci/schema';
import type { LoadMcpServersResult } from '@mci/schema/internal';
import { connectInMemory } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  cacheFileOf,
  inMemoryFixture,
  loadClient,
  loadRequest,
  readCacheFile,
} from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor, type McpExecutor } from './create-mcp-executor.js';
import type { McpExecutorSettings } from './mcp-executor-settings.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import { McpServerUnavailableError } from './mcp-server-unavailable-error.js';

const DAY = 86_400_000;
const start = new Date('2030-01-01T00:00:00.000Z');
const at = (days: number) => () => new Date(start.getTime() + days * DAY);
const toolNames = (result: LoadMcpServersResult) =>
  (result.toolsets[0]?.tools ?? []).map((tool) => (tool as { name: string }).name);
const server = (config: Record<string, unknown> = {}) => ({
  command: 'fixture-server',
  args: ['v1'],
  ...config,
});

let dir: TempDir;
const executors: McpExecutor[] = [];
function executor(settings: McpExecutorSettings): McpExecutor {
  const created = createMcpExecutor({ now: at(0), ...settings });
  executors.push(created);
  return created;
}

beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(async () => {
  await Promise.all(executors.splice(0).map((created) => created.close()));
  await dir.remove();
});

describe('first load', () => {
  it('fetches the tools and writes the cache file in the Python adapter format', async () => {
    const fixture = inMemoryFixture();
    const result = await executor(fixture).loadMcpServers(loadRequest(dir.path, { fx: server() }));

    expect(fixture.starts()).toBe(1);
    expect(result.warnings).toEqual([]);
    expect(result.toolsets).toHaveLength(1);
    expect(result.toolsets[0]?.serverName).toBe('fx');
    expect(result.toolsets[0]?.filePath).toBe(cacheFileOf(dir.path, 'fx'));
    const file = await readCacheFile(dir.path, 'fx');
    expect(file.schemaVersion).toBe('1.0');
    expect(file.metadata).toEqual({
      name: 'fx',
      description: 'MCP server: fx',
      configHash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(file.expiresAt).toBe('2030-01-31T00:00:00.000Z');
    const tools = file.tools as Array<Record<string, unknown>>;
    expect(tools.map((tool) => tool.name)).toEqual([
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
    expect(tools[0]).toEqual({
      name: 'echo',
      title: 'Echo',
      description: 'Returns the message',
      inputSchema: expect.objectContaining({ type: 'object', required: ['message'] }),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      tags: ['IsReadOnly', 'IsIdempotent'],
      execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
    });
    expect(tools[1]?.outputSchema).toEqual(
      expect.objectContaining({ properties: { sum: { type: 'number' } } }),
    );
    expect(tools[6]?.tags).toEqual(['IsDestructive', 'IsOpenWorld']);
    expect(tools[2]).not.toHaveProperty('annotations');
    expect(tools[2]?.tags).toEqual([]);
    expect(result.toolsets[0]?.tools).toEqual(tools);
  });

  it('leaves no temporary file next to the cache', async () => {
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    expect(await readdir(path.join(dir.path, 'mci', 'mcp'))).toEqual(['fx.mci.json']);
  });

  it('fetches every page of tools/list', async () => {
    const fixture = inMemoryFixture({ fillerTools: 120, pageSize: 25 });
    const result = await executor(fixture).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    const names = toolNames(result);
    expect(names).toHaveLength(130);
    expect(new Set(names).size).toBe(130);
    expect(names.at(-1)).toBe('filler_0120');
  });

  it('fails instead of looping when tools/list repeats a cursor', async () => {
    const looping = new Server({ name: 'looping', version: '1.0.0' }, { capabilities: { tools: {} } });
    looping.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [{ name: 'again', inputSchema: { type: 'object' as const } }],
      nextCursor: 'same',
    }));
    const load = executor({ createTransport: () => connectInMemory(looping) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    await expect(load).rejects.toThrow(/MCP server "fx" is unavailable .*repeated the cursor "same"/);
  });

  it('caches no tools, without asking, for a server without the tools capability', async () => {
    const methods: string[] = [];
    const promptsOnly = new Server(
      { name: 'prompts-only', version: '1.0.0' },
      { capabilities: { prompts: {} } },
    );
    promptsOnly.fallbackRequestHandler = async (request) => {
      methods.push(request.method);
      return {};
    };
    const result = await executor({ createTransport: () => connectInMemory(promptsOnly) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    expect(result.toolsets).toEqual([expect.objectContaining({ serverName: 'fx', tools: [] })]);
    expect(result.warnings).toEqual([]);
    // Nothing but the protocol probe, which a 2025 server does not know.
    expect(methods).toEqual(['server/discover']);
    expect((await readCacheFile(dir.path, 'fx')).tools).toEqual([]);
  });

  it('fails naming the first problem of a tools/list answer that does not follow MCP', async () => {
    const sloppy = new Server({ name: 'sloppy', version: '1.0.0' }, { capabilities: { tools: {} } });
    sloppy.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [{ name: 'no_schema' }] }) as never);
    const load = executor({ createTransport: () => connectInMemory(sloppy) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    await expect(load).rejects.toThrow(
      /MCP server "fx" is unavailable .*: the server's answer does not follow MCP \(tools\.0\.inputSchema: /,
    );
  });

  it('fetches several servers in parallel', async () => {
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fixture = inMemoryFixture();
    const created = executor({
      createTransport: async (name, config) => {
        arrived++;
        if (arrived === 2) release();
        await bothArrived;
        return fixture.createTransport(name, config);
      },
    });
    const result = await created.loadMcpServers(loadRequest(dir.path, { one: server(), two: server() }));
    expect(result.toolsets.map((toolset) => toolset.serverName)).toEqual(['one', 'two']);
  });
});

describe('cached loads', () => {
  it('read a fresh cache without starting or contacting the server', async () => {
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    const before = await readFile(cacheFileOf(dir.path, 'fx'), 'utf8');
    const second = inMemoryFixture();
    const result = await executor({ ...second, now: at(29) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    expect(second.starts()).toBe(0);
    expect(result.toolsets[0]?.tools).toHaveLength(10);
    expect(await readFile(cacheFileOf(dir.path, 'fx'), 'utf8')).toBe(before);
  });

  it('fetch again once expDays have passed', async () => {
    const config = server({ config: { expDays: 7 } });
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: config }));
    expect((await readCacheFile(dir.path, 'fx')).expiresAt).toBe('2030-01-08T00:00:00.000Z');

    const early = inMemoryFixture();
    await executor({ ...early, now: at(6) }).loadMcpServers(loadRequest(dir.path, { fx: config }));
    expect(early.starts()).toBe(0);

    const late = inMemoryFixture();
    const result = await executor({ ...late, now: at(8) }).loadMcpServers(
      loadRequest(dir.path, { fx: config }),
    );
    expect(late.starts()).toBe(1);
    expect(result.warnings).toEqual([]);
    expect((await readCacheFile(dir.path, 'fx')).expiresAt).toBe('2030-01-16T00:00:00.000Z');
  });

  it('fetch again when the server config changed, but not when only the filter changed', async () => {
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));

    const filtered = inMemoryFixture();
    const config = server({ config: { filter: 'only', filterValue: 'echo' } });
    await executor(filtered).loadMcpServers(loadRequest(dir.path, { fx: config }));
    expect(filtered.starts()).toBe(0);

    const changed = inMemoryFixture();
    await executor(changed).loadMcpServers(loadRequest(dir.path, { fx: server({ args: ['v2'] }) }));
    expect(changed.starts()).toBe(1);
  });

  it.each([
    ['not JSON', '{"schemaVersion": "1.0", "tools": ['],
    ['not a toolset file', JSON.stringify({ schemaVersion: '1.0', tools: 5 })],
    [
      'a tool of another server',
      JSON.stringify({
        schemaVersion: '1.0',
        tools: [{ name: 'x', execution: { type: 'mcp', serverName: 'other', toolName: 'x' } }],
        expiresAt: '2031-01-01T00:00:00.000Z',
      }),
    ],
    ['no expiresAt', JSON.stringify({ schemaVersion: '1.0', tools: [] })],
  ])('refetch a corrupt cache file (%s) with a warning', async (_case, text) => {
    await mkdir(path.dirname(cacheFileOf(dir.path, 'fx')), { recursive: true });
    await writeFile(cacheFileOf(dir.path, 'fx'), text);
    const fixture = inMemoryFixture();
    const result = await executor(fixture).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    expect(fixture.starts()).toBe(1);
    expect(result.toolsets[0]?.tools).toHaveLength(10);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'MCP_CACHE_CORRUPT',
        filePath: cacheFileOf(dir.path, 'fx'),
      }),
    ]);
    expect((await readCacheFile(dir.path, 'fx')).tools).toHaveLength(10);
  });

  it('use a cache written by the Python adapter (date-only expiresAt, no config hash)', async () => {
    await mkdir(path.dirname(cacheFileOf(dir.path, 'fx')), { recursive: true });
    const pythonFile = {
      schemaVersion: '1.0',
      metadata: { name: 'fx', description: 'MCP server: fx' },
      tools: [
        {
          name: 'echo',
          disabled: false,
          annotations: {},
          description: 'Echoes back the input',
          inputSchema: { type: 'object', properties: { message: { type: 'string' } } },
          execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
          enableAnyPaths: false,
          directoryAllowList: [],
          tags: [],
        },
      ],
      expiresAt: '2030-01-20',
    };
    await writeFile(cacheFileOf(dir.path, 'fx'), JSON.stringify(pythonFile));
    const fixture = inMemoryFixture();
    const result = await executor(fixture).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    expect(fixture.starts()).toBe(0);
    expect(result.toolsets[0]?.tools).toEqual(pythonFile.tools);
  });
});

describe('filters', () => {
  it.each([
    ['only', 'echo, add', ['echo', 'add']],
    ['except', 'echo,add,image,audio,link,embedded', ['fail', 'slow', 'env', 'pid']],
    ['tags', 'IsReadOnly', ['echo', 'pid']],
    ['withoutTags', 'IsDestructive,IsReadOnly', ['add', 'image', 'audio', 'link', 'embedded', 'slow', 'env']],
  ])('%s keeps the matching tools while the cache keeps all', async (filter, filterValue, expected) => {
    const config = server({ config: { filter, filterValue } });
    const result = await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: config }));
    expect(toolNames(result)).toEqual(expected);
    expect((await readCacheFile(dir.path, 'fx')).tools).toHaveLength(10);
  });
});

describe('unreachable servers', () => {
  const refuse: McpExecutorSettings['createTransport'] = () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  };

  it('fall back to an expired cache with a warning', async () => {
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    const result = await executor({ createTransport: refuse, now: at(45) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    expect(result.toolsets[0]?.tools).toHaveLength(10);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({ severity: 'warning', code: 'MCP_CACHE_STALE' });
    expect(result.warnings[0]?.message).toContain('MCP server "fx"');
    expect(result.warnings[0]?.message).toContain('expired at 2030-01-31T00:00:00.000Z');
    expect(result.warnings[0]?.message).toContain('ECONNREFUSED');
  });

  it('fail the load without a cache, naming the server and the cause', async () => {
    const load = executor({ createTransport: refuse }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }),
    );
    await expect(load).rejects.toBeInstanceOf(McpServerUnavailableError);
    await expect(load).rejects.toThrow(/MCP server "fx" is unavailable .*ECONNREFUSED/);
  });

  it('fail MCIClient.load with one diagnostic per server that cannot be loaded', async () => {
    const load = loadClient(
      dir.path,
      { fx: server(), other: server() },
      { settings: { createTransport: refuse } },
    );
    const error = await load.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(MciFileError);
    const messages = (error as MciFileError).diagnostics.map((diagnostic) => diagnostic.message);
    expect(messages).toEqual([
      expect.stringMatching(/^MCP server "fx" is unavailable .*ECONNREFUSED/),
      expect.stringMatching(/^MCP server "other" is unavailable .*ECONNREFUSED/),
    ]);
  });

  it('leave only their own tools out of a load that is not strict, with a warning each', async () => {
    const fixture = inMemoryFixture();
    const createTransport: McpExecutorSettings['createTransport'] = (name, config) =>
      name === 'fx' ? fixture.createTransport?.(name, config) : refuse?.(name, config);
    const client = await loadClient(
      dir.path,
      { fx: server(), other: server() },
      { settings: { createTransport }, strict: false },
    );
    expect(client.listTools()).toHaveLength(10);
    const unavailable = client.warnings.filter((warning) => warning.code === 'MCP_SERVER_UNAVAILABLE');
    expect(unavailable).toEqual([
      expect.objectContaining({ severity: 'warning', path: 'mcp_servers.other' }),
    ]);
    expect(unavailable[0]?.message).toMatch(
      /MCP server "other" is unavailable .*ECONNREFUSED.*Its tools are left out/,
    );
    await client.close();
  });

  it('fail MCIClient.load with the server named and close the executor', async () => {
    const load = loadClient(dir.path, { fx: server() }, { settings: { createTransport: refuse } });
    await expect(load).rejects.toThrow(/MCP server "fx" is unavailable/);
  });
});

describe('offline', () => {
  it('reads no server: a missing cache is a warning', async () => {
    const fixture = inMemoryFixture();
    const result = await executor(fixture).loadMcpServers(
      loadRequest(dir.path, { fx: server() }, { offline: true }),
    );
    expect(fixture.starts()).toBe(0);
    expect(result.toolsets).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'MCP_CACHE_MISSING', severity: 'warning' }),
    ]);
  });

  it('uses an expired cache as it is, with a warning', async () => {
    await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    const fixture = inMemoryFixture();
    const result = await executor({ ...fixture, now: at(60) }).loadMcpServers(
      loadRequest(dir.path, { fx: server() }, { offline: true }),
    );
    expect(fixture.starts()).toBe(0);
    expect(result.toolsets[0]?.tools).toHaveLength(10);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'MCP_CACHE_STALE' })]);
  });
});

describe('server configs', () => {
  it.each(['../evil', 'a/b', 'a\\b', '..', '.hidden', 'con', 'nul.txt', '', 'x'.repeat(129)])(
    'refuses the unsafe server name %j',
    async (name) => {
      const fixture = inMemoryFixture();
      const load = executor(fixture).loadMcpServers(loadRequest(dir.path, { [name]: server() }));
      await expect(load).rejects.toBeInstanceOf(McpServerConfigError);
      await expect(load).rejects.toThrow('so its cache file stays inside the library folder');
      expect(fixture.starts()).toBe(0);
      expect(await readdir(dir.path)).toEqual([]);
    },
  );

  it('reports a config the schema refuses, with the field', async () => {
    const load = executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: { command: 5 } }));
    await expect(load).rejects.toBeInstanceOf(McpServerConfigError);
    await expect(load).rejects.toThrow('Invalid MCP server "fx": command: expected string, received number');
  });

  it('says that a required field is missing, in the words of every other schema error', async () => {
    const load = executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: { args: ['x'] } }));
    await expect(load).rejects.toThrow(
      /^Invalid MCP server "fx": command: missing required field \(expected string\)$/,
    );
  });

  it('reports an env variable that is missing, by its placeholder', async () => {
    const load = executor(inMemoryFixture()).loadMcpServers(
      loadRequest(dir.path, { fx: server({ args: ['{{env.MISSING_VAR}}'] }) }),
    );
    await expect(load).rejects.toBeInstanceOf(McpServerConfigError);
    await expect(load).rejects.toThrow(/^Invalid MCP server "fx": .*env\.MISSING_VAR/);
  });
});

describe('secrets', () => {
  const secret = 'tok-4f1c9a77e2b0';
  /** A server that leaks the token it was started with into its tool list. */
  const leakyServer: McpExecutorSettings['createTransport'] = (_name, config) => {
    const leaked = config.type === 'stdio' ? (config.env.TOKEN ?? '') : '';
    const mcp = new McpServer({ name: 'leaky', version: '1.0.0' });
    mcp.registerTool('whoami', { description: `Acts as ${leaked}` }, () => ({ content: [] }));
    return connectInMemory(mcp);
  };

  it('never reach the cache file, and the config hash does not depend on them', async () => {
    const config = server({ args: ['--token={{env.API_TOKEN}}'], env: { TOKEN: '{{env.API_TOKEN}}' } });
    await executor({ createTransport: leakyServer }).loadMcpServers(
      loadRequest(dir.path, { fx: config }, { env: { API_TOKEN: secret } }),
    );
    const text = await readFile(cacheFileOf(dir.path, 'fx'), 'utf8');
    expect(text).not.toContain(secret);
    expect(text).toContain('Acts as ***');
    const firstHash = (JSON.parse(text) as { metadata: { configHash: string } }).metadata.configHash;

    const other = inMemoryFixture();
    await executor(other).loadMcpServers(
      loadRequest(dir.path, { fx: config }, { env: { API_TOKEN: 'another-token-value' } }),
    );
    expect(other.starts()).toBe(0);
    expect((await readCacheFile(dir.path, 'fx')).metadata).toMatchObject({ configHash: firstHash });
  });

  it('are replaced in the text of tools, never in the names a call needs', async () => {
    const shop = () => {
      const mcp = new McpServer({ name: 'shop', version: '1.0.0' });
      mcp.registerTool(
        'get_product',
        {
          title: 'Product (prod)',
          description: 'Reads an item from prod',
          inputSchema: {
            product_id: z.string().describe('Id of the item in prod'),
            stage: z.enum(['prod', 'dev']).default('prod'),
          },
        },
        ({ product_id, stage }) => ({ content: [{ type: 'text', text: `${product_id} from ${stage}` }] }),
      );
      return connectInMemory(mcp);
    };
    const loaded = await loadClient(
      dir.path,
      { shop: server({ args: ['--stage={{env.STAGE}}'] }) },
      { env: { STAGE: 'prod' }, executor: executor({ createTransport: shop }) },
    );
    expect(loaded.listTools()).toEqual(['get_product']);
    const [tool] = (await readCacheFile(dir.path, 'shop')).tools as Array<Record<string, unknown>>;
    expect(tool).toMatchObject({
      name: 'get_product',
      title: 'Product (***)',
      description: 'Reads an item from ***',
      inputSchema: {
        properties: {
          product_id: { type: 'string', description: 'Id of the item in ***' },
          stage: { type: 'string', enum: ['prod', 'dev'], default: '***' },
        },
        required: ['product_id'],
      },
      execution: { type: 'mcp', serverName: 'shop', toolName: 'get_product' },
    });
    expect(await loaded.execute('get_product', { product_id: 'p-1', stage: 'prod' })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'p-1 from prod' }],
    });
  });

  it('never appear in load errors', async () => {
    const load = executor({
      createTransport: (_name, config) => {
        throw new Error(`refused for ${config.type === 'stdio' ? config.args.join(' ') : ''}`);
      },
    }).loadMcpServers(
      loadRequest(
        dir.path,
        { fx: server({ args: ['--token={{env.API_TOKEN}}'] }) },
        { env: { API_TOKEN: secret } },
      ),
    );
    const error = (await load.catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(McpServerUnavailableError);
    expect(error.message).toContain('refused for --token=***');
    expect(error.message).not.toContain(secret);
  });
});

describe('a cache that cannot be written', () => {
  it('still gives the fetched tools, with a warning', async () => {
    await mkdir(path.join(dir.path, 'mci'), { recursive: true });
    await writeFile(path.join(dir.path, 'mci', 'mcp'), 'a file where the folder should be');
    const result = await executor(inMemoryFixture()).loadMcpServers(loadRequest(dir.path, { fx: server() }));
    expect(result.toolsets[0]?.tools).toHaveLength(10);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'MCP_CACHE_WRITE_FAILED' })]);
  });
});
