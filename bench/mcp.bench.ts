// MCP servers through @mci/mcp-cache: a call over the pooled session against a fresh connection per
// call (in memory and over stdio), and a load from a fresh cache against a first load that fetches.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createMcpExecutor, type McpExecutorSettings } from '@mci/mcp-cache';
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

function load(server: Server): Promise<MCIClient> {
  return MCIClient.load({
    schema: { schemaVersion: '1.0', mcp_servers: { [server.name]: server.config } },
    baseDir: dir.path,
    executors: [createMcpExecutor(server.settings)],
  });
}

async function freshCall(server: Server): Promise<void> {
  const client = await load(server);
  try {
    await client.execute('echo', { message: 'bench' });
  } finally {
    await client.close();
  }
}

async function firstLoad(server: Server): Promise<void> {
  await rm(path.join(dir.path, 'mci', 'mcp', `${server.name}.mci.json`), { force: true });
  await (await load(server)).close();
}

const pooledMemory = await load(memoryServer);
const pooledStdio = await load(stdioServer);

afterAll(async () => {
  await Promise.all([pooledMemory.close(), pooledStdio.close()]);
  await dir.remove();
});

describe('mcp call, in memory', () => {
  bench('pooled session', async () => {
    await pooledMemory.execute('echo', { message: 'bench' });
  });
  bench('fresh connection per call', () => freshCall(memoryServer));
});

describe('mcp call, stdio', () => {
  bench('pooled session', async () => {
    await pooledStdio.execute('echo', { message: 'bench' });
  });
  bench('fresh process per call', () => freshCall(stdioServer), { iterations: 10, time: 0 });
});

describe('mcp load, stdio', () => {
  bench('cached load (fresh cache, no connection)', async () => {
    await (await load(stdioServer)).close();
  });
  bench('first load (spawn, initialize, tools/list, write cache)', () => firstLoad(firstLoadServer), {
    iterations: 10,
    time: 0,
  });
});
