import path from 'node:path';
import type { MCIClient } from '@mci/client';
import { readLogLines } from '@mci/test-utils/mcp-servers';
import {
  type FixtureEra,
  type ModernHttpFixture,
  modernStdioServerScript,
  startModernHttpServer,
} from '@mci/test-utils/modern-mcp-servers';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { afterEach, describe, expect, it } from 'vitest';
import { loadClient, readCacheFile } from './__fixtures__/mcp-test-kit.js';

const temp = useTempDir();
const opened: Array<{ close(): Promise<void> }> = [];
async function track<T extends { close(): Promise<void> }>(item: Promise<T>): Promise<T> {
  const ready = await item;
  opened.push(ready);
  return ready;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
});

function stdioConfig(era: FixtureEra, startsLog: string, ...extra: string[]): Record<string, unknown> {
  const args = [modernStdioServerScript, '--starts-log', startsLog, ...extra];
  return { command: process.execPath, args: era === 'dual' ? [...args, '--dual'] : args };
}

/** Lists, pages included, and calls; the server says which era each call came in. */
async function expectListsAndCalls(loaded: MCIClient): Promise<void> {
  expect(loaded.listTools()).toEqual(expect.arrayContaining(['echo', 'add', 'era', 'pid', 'filler_0012']));
  expect(loaded.listTools()).toHaveLength(16);
  expect((await loaded.execute('echo', { message: 'hi' })).content).toEqual([
    { type: 'text', text: 'echo: hi' },
  ]);
  expect((await loaded.execute('add', { a: 2, b: 3 })).structuredContent).toEqual({ sum: 5 });
  expect((await loaded.execute('era')).content).toEqual([{ type: 'text', text: 'modern' }]);
}

describe.each<FixtureEra>(['modern-only', 'dual'])('a %s server of the SDK v2', (era) => {
  it('named by command loads every page, lists and calls over 2026-07-28, from one process', async () => {
    const startsLog = path.join(temp.path, 'starts.log');
    const config = stdioConfig(era, startsLog, '--filler-tools', '12', '--page-size', '5');
    const loaded = await track(loadClient(temp.path, { v2: config }));
    await expectListsAndCalls(loaded);
    const pids = await Promise.all([1, 2, 3].map(async () => (await loaded.execute('pid')).content));
    const [start] = await readLogLines(startsLog);
    expect(pids).toEqual(Array(3).fill([{ type: 'text', text: start?.slice(6) }]));
    expect(await readLogLines(startsLog)).toHaveLength(1);
  });

  it('named by url loads every page, lists and calls over 2026-07-28, discovering once', async () => {
    const server: ModernHttpFixture = await track(
      startModernHttpServer(era, { fillerTools: 12, pageSize: 5 }),
    );
    const loaded = await track(loadClient(temp.path, { v2: { type: 'http', url: server.url } }));
    await expectListsAndCalls(loaded);
    await loaded.execute('pid');
    expect(server.methods.filter((method) => method === 'server/discover')).toHaveLength(1);
    expect(server.methods).not.toContain('initialize');
    expect(server.methods.filter((method) => method === 'tools/list')).toHaveLength(4);
    expect(server.statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('a modern-only server', () => {
  it('refuses the 2025 handshake, so it is spoken to only in 2026-07-28', async () => {
    const server = await track(startModernHttpServer('modern-only'));
    const initialize = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-11-25',
          capabilities: {},
          clientInfo: { name: 'old', version: '1' },
        },
      }),
    });
    expect(await initialize.json()).toMatchObject({ error: { code: -32022 } });
  });
});

describe("the cache file's expiry", () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  const expiresAt = async (servers: Record<string, unknown>) => {
    await (await loadClient(temp.path, servers, { settings: { now: () => now } })).close();
    return (await readCacheFile(temp.path, Object.keys(servers)[0] as string)).expiresAt;
  };
  const startsLog = () => path.join(temp.path, 'starts.log');

  it("follows the server's ttlMs when it is sooner than expDays", async () => {
    const config = stdioConfig('modern-only', startsLog(), '--tools-ttl-ms', '60000');
    expect(await expiresAt({ v2: config })).toBe('2030-01-01T00:01:00.000Z');
  });

  it('keeps expDays when the ttlMs is later', async () => {
    const config = { ...stdioConfig('modern-only', startsLog(), '--tools-ttl-ms', String(10 * 86_400_000)) };
    expect(await expiresAt({ v2: { ...config, config: { expDays: 2 } } })).toBe('2030-01-03T00:00:00.000Z');
  });

  it('keeps expDays when the ttlMs is 0, what the SDK sends when the server set no hint', async () => {
    const config = stdioConfig('modern-only', startsLog(), '--tools-ttl-ms', '0');
    expect(await expiresAt({ v2: { ...config, config: { expDays: 3 } } })).toBe('2030-01-04T00:00:00.000Z');
  });
});
