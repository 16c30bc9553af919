// MCP servers through @mci/mcp-cache: a call over the pooled session against a fresh connection per
// call (in memory and over stdio), and a load from a fresh cache against a first load that fetches.
// Both sides of a comparison go through the same loaded MCIClient, so the difference is the connection:
// "fresh" closes the executor's sessions after each call, so the next call connects (and, over stdio,
// starts the server process) again, as an adapter without pooling does for every call.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createMcpExecutor, type McpExecutor, type McpExecutorSettings } from '@mci/mcp-cache';
import { connectInMemory, createFixtureMcpServer, fixtureScripts } from '@mci/test-utils/mcp-servers';
import { createTempDir } from '@mci/test-utils/temp-dir';
import { afterAll, bench, describe } from 'vitest';

const dir = await createTempDir('mci-bench-mcp-');
const inMemory: McpExecutorSettings = { createTransport: () => connectInMemory(createFixtureMcpServer()) };
const stdio = { command: process.execPath, args: [fixtureScripts.stdioServer] };

/** Each server has its own name, so its own cache file. */
type Server = { name: string; config: Record<string, unknown>; settings?: McpExecutorSettings };
const memoryServer: Server = { name: 'memory', config: { command: 'in-memory-fixture' }, settings: inMemory };
const stdioServer: Server = { name: 'stdio', config: stdio };
const firstLoadServer: Server = { name: 'first-load', config: stdio };

interface Loaded {
  client: MCIClient;
  executor: McpExecutor;
}

async function load(server: Server): Promise<Loaded> {
  const executor = createMcpExecutor(server.settings);
  const client = await MCIClient.load({
    schema: { schemaVersion: '1.0', mcp_servers: { [server.name]: server.config } },
    baseDir: dir.path,
    executors: [executor],
  });
  return { client, executor };
}

async function call({ client }: Loaded): Promise<void> {
  const result = await client.execute('echo', { message: 'bench' });
  if (result.isError) throw new Error(`the benchmark call failed: ${result.error}`);
}

/** One call on a new connection, closed after it: what each call costs without a pool. */
async function freshCall(loaded: Loaded): Promise<void> {
  await call(loaded);
  await loaded.executor.close();
}

async function firstLoad(server: Server): Promise<void> {
  await rm(path.join(dir.path, 'mci', 'mcp', `${server.name}.mci.json`), { force: true });
  await (await load(server)).client.close();
}

// One client per server and mode, loaded (and the cache written) before timing starts.
const memoryPooled = await load(memoryServer);
const memoryFresh = await load(memoryServer);
const stdioPooled = await load(stdioServer);
const stdioFresh = await load(stdioServer);
const all = [memoryPooled, memoryFresh, stdioPooled, stdioFresh];

afterAll(async () => {
  await Promise.all(all.map(({ client }) => client.close()));
  await dir.remove();
});

describe('mcp call, in memory', () => {
  bench('pooled session', () => call(memoryPooled));
  bench('fresh connection per call', () => freshCall(memoryFresh));
});

describe('mcp call, stdio', () => {
  bench('pooled session', () => call(stdioPooled));
  bench('fresh process per call', () => freshCall(stdioFresh), { iterations: 10, time: 0 });
});

describe('mcp load, stdio', () => {
  bench('cached load (fresh cache, no connection)', async () => {
    await (await load(stdioServer)).client.close();
  });
  bench('first load (spawn, initialize, tools/list, write cache)', () => firstLoad(firstLoadServer), {
    iterations: 10,
    time: 0,
  });
});
