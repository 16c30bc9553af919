import { createRequire } from 'node:module';
import path from 'node:path';
import type { MCIClient } from '@mci/client';
import { readLogLines } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadClient, loadRequest, readCacheFile, stdioFixtureConfig } from './__fixtures__/mcp-test-kit.js';
import { createMcpExecutor } from './create-mcp-executor.js';
import { McpServerUnavailableError } from './mcp-server-unavailable-error.js';

const everythingEntry = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json'),
  ),
  'dist',
  'index.js',
);

let dir: TempDir;
let startsLog: string;
const clients: MCIClient[] = [];
async function client(...args: Parameters<typeof loadClient>): Promise<MCIClient> {
  const loaded = await loadClient(...args);
  clients.push(loaded);
  return loaded;
}
const startedPids = async () =>
  (await readLogLines(startsLog))
    .filter((line) => line.startsWith('start '))
    .map((line) => Number(line.slice(6)));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeEach(async () => {
  dir = await createTempDir();
  startsLog = path.join(dir.path, 'starts.log');
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((loaded) => loaded.close()));
  await dir.remove();
});

describe('a stdio server', () => {
  it('is started once for the first load, not for a cached load, and lazily for calls', async () => {
    const servers = { fx: stdioFixtureConfig(startsLog) };
    const first = await client(dir.path, servers);
    expect(first.listTools()).toContain('echo');
    expect(await startedPids()).toHaveLength(1);
    // The 2025 fixture was asked server/discover on its own process, then spoken to with initialize.
    const [pid] = await startedPids();
    expect(await readLogLines(startsLog)).toEqual([`start ${pid}`, `probe ${pid}`]);
    expect(((await readCacheFile(dir.path, 'fx')).tools as unknown[]).length).toBe(10);
    await first.close();

    const second = await client(dir.path, servers);
    expect(second.listTools()).toEqual(first.listTools());
    expect(await startedPids()).toHaveLength(1);

    expect((await second.execute('echo', { message: 'one' })).content).toEqual([
      { type: 'text', text: 'echo: one' },
    ]);
    expect((await second.execute('echo', { message: 'two' })).content).toEqual([
      { type: 'text', text: 'echo: two' },
    ]);
    expect(await startedPids()).toHaveLength(2);
  });

  it('that ends its process on the era probe is started once more and spoken to as a 2025 server', async () => {
    const config = stdioFixtureConfig(startsLog, '--exit-before-initialize');
    const loaded = await client(dir.path, { fx: config });
    expect(loaded.listTools()).toContain('echo');
    expect((await loaded.execute('echo', { message: 'again' })).content).toEqual([
      { type: 'text', text: 'echo: again' },
    ]);
    const [first, second] = await startedPids();
    expect(await readLogLines(startsLog)).toEqual([`start ${first}`, `probe ${first}`, `start ${second}`]);
  });

  it('starts in the folder of the main file, so relative paths in args resolve there', async () => {
    const loaded = await client(dir.path, { fx: stdioFixtureConfig('starts.log') });
    expect(loaded.listTools()).toContain('echo');
    expect(await startedPids()).toHaveLength(1);
  });

  it('serves 50 parallel calls from one process', async () => {
    const servers = { fx: stdioFixtureConfig(startsLog) };
    await (await client(dir.path, servers)).close();
    const loaded = await client(dir.path, servers);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => loaded.execute('add', { a: index, b: 1 })),
    );
    expect(results.map((result) => result.structuredContent)).toEqual(
      Array.from({ length: 50 }, (_, index) => ({ sum: index + 1 })),
    );
    expect(await startedPids()).toHaveLength(2);
  });

  it('sends 30 parallel calls with large arguments without piling up listeners on the pipe', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const loaded = await client(dir.path, { fx: stdioFixtureConfig(startsLog) });
      const message = 'x'.repeat(200_000);
      const results = await Promise.all(
        Array.from({ length: 30 }, () => loaded.execute('echo', { message })),
      );
      expect(results.filter((result) => result.isError)).toEqual([]);
      await loaded.close();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('is restarted once when it died between calls', async () => {
    const loaded = await client(dir.path, { fx: stdioFixtureConfig(startsLog) });
    const [pid] = await startedPids();
    process.kill(pid as number, 'SIGKILL');
    const result = await loaded.execute('pid');
    expect(result.isError).toBe(false);
    const pids = await startedPids();
    expect(pids).toHaveLength(2);
    expect(result.content).toEqual([{ type: 'text', text: String(pids[1]) }]);
    // The new process is spoken to in the era the first one was found to speak, without a probe.
    expect((await readLogLines(startsLog)).filter((line) => line.startsWith('probe '))).toEqual([
      `probe ${pid}`,
    ]);
  });

  it('does not send a call again when the server dies during it and the tool may change something', async () => {
    const eventsLog = path.join(dir.path, 'exit-events.log');
    const config = stdioFixtureConfig(startsLog, '--events-log', eventsLog, '--exit-tool');
    const loaded = await client(dir.path, { fx: config });
    const result = await loaded.execute('exit');
    expect(result).toMatchObject({ isError: true });
    expect(result.error).toContain(
      'was not sent again since the tool is not marked readOnlyHint or idempotentHint',
    );
    expect(await readLogLines(eventsLog)).toEqual(['started exit']);
    expect(await startedPids()).toHaveLength(1);
    expect((await loaded.execute('pid')).isError).toBe(false);
    expect(await startedPids()).toHaveLength(2);
    await loaded.close();
  });

  it('ends with close()', async () => {
    const loaded = await client(dir.path, { fx: stdioFixtureConfig(startsLog) });
    const [pid] = await startedPids();
    expect(isAlive(pid as number)).toBe(true);
    await loaded.close();
    await vi.waitFor(() => expect(isAlive(pid as number)).toBe(false), { timeout: 10_000 });
  });

  it('ends with close() during a call, and is not started again for that call', async () => {
    const eventsLog = path.join(dir.path, 'events.log');
    const loaded = await client(dir.path, { fx: stdioFixtureConfig(startsLog, '--events-log', eventsLog) });
    const call = loaded.execute('slow', { ms: 120_000 });
    await vi.waitFor(async () => expect(await readLogLines(eventsLog)).toContain('started slow'));
    await loaded.close();
    expect(await call).toMatchObject({
      isError: true,
      errorCode: 'EXECUTOR_CLOSED',
    });
    const pids = await startedPids();
    expect(pids).toHaveLength(1);
    await vi.waitFor(() => expect(isAlive(pids[0] as number)).toBe(false), { timeout: 10_000 });
  });

  it('gets its env rendered over the safe default environment, not the whole parent environment', async () => {
    process.env.MCI_PARENT_ONLY = 'parent-value';
    try {
      const config = { ...stdioFixtureConfig(startsLog), env: { GREETING: 'hello {{env.NAME}}' } };
      const loaded = await client(dir.path, { fx: config }, { env: { NAME: 'world' } });
      expect((await loaded.execute('env', { name: 'GREETING' })).content).toEqual([
        { type: 'text', text: 'hello world' },
      ]);
      expect((await loaded.execute('env', { name: 'MCI_PARENT_ONLY' })).content).toEqual([
        { type: 'text', text: '(unset)' },
      ]);
      expect((await loaded.execute('env', { name: 'PATH' })).content).toEqual([
        { type: 'text', text: process.env.PATH },
      ]);
    } finally {
      delete process.env.MCI_PARENT_ONLY;
    }
  });

  it('is told when a call is cancelled', async () => {
    const eventsLog = path.join(dir.path, 'events.log');
    const loaded = await client(dir.path, { fx: stdioFixtureConfig(startsLog, '--events-log', eventsLog) });
    const controller = new AbortController();
    const call = loaded.execute('slow', { ms: 120_000 }, { signal: controller.signal });
    await vi.waitFor(async () => expect(await readLogLines(eventsLog)).toContain('started slow'), {
      timeout: 10_000,
    });
    controller.abort();
    expect((await call).errorCode).toBe('CALL_CANCELLED');
    await vi.waitFor(async () => expect(await readLogLines(eventsLog)).toContain('cancelled slow'), {
      timeout: 10_000,
    });
  });

  it('that pages tools/list has every page cached', async () => {
    const config = stdioFixtureConfig(startsLog, '--filler-tools', '60', '--page-size', '7');
    const loaded = await client(dir.path, { fx: config });
    expect(loaded.listTools()).toHaveLength(70);
    expect(((await readCacheFile(dir.path, 'fx')).tools as unknown[]).length).toBe(70);
  });
});

describe('a stdio server that cannot start', () => {
  const secret = 'pw-93b1d2e8f7c6';

  it('fails the load with its stderr tail, and without the secrets it was given', async () => {
    const config = {
      ...stdioFixtureConfig(startsLog, '--fail-start', 'login refused for $TOKEN'),
      env: { TOKEN: '{{env.SERVICE_TOKEN}}' },
    };
    const executor = createMcpExecutor();
    const load = executor.loadMcpServers(
      loadRequest(dir.path, { fx: config }, { env: { SERVICE_TOKEN: secret } }),
    );
    const error = (await load.catch((caught: unknown) => caught)) as Error;
    await executor.close();
    expect(error).toBeInstanceOf(McpServerUnavailableError);
    expect(error.message).toMatch(/^MCP server "fx" is unavailable/);
    expect(error.message).toContain('the server closed the connection');
    expect(error.message).toContain('stderr: login refused for ***');
    expect(error.message).not.toContain(secret);
  });

  it('fails MCIClient.load without the secret either', async () => {
    const config = {
      ...stdioFixtureConfig(startsLog, '--fail-start', 'bad key $TOKEN'),
      env: { TOKEN: '{{env.SERVICE_TOKEN}}' },
    };
    const load = loadClient(dir.path, { fx: config }, { env: { SERVICE_TOKEN: secret } });
    const error = (await load.catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain('MCP server "fx" is unavailable');
    expect(error.message).toContain('bad key ***');
    expect(error.message).not.toContain(secret);
  });

  it('names a command that does not exist', async () => {
    const load = loadClient(dir.path, { fx: { command: path.join(dir.path, 'no-such-server') } });
    await expect(load).rejects.toThrow(/MCP server "fx" is unavailable .*the command was not found/);
  });
});

describe('a stdio server that echoes a secret it was given in its error', () => {
  const secret = 'tk-5e0c19a4d7b2';

  it('returns the error result with the secret replaced in error and content', async () => {
    const config = { ...stdioFixtureConfig(startsLog), env: { TOKEN: 'Bearer {{env.SERVICE_TOKEN}}' } };
    const loaded = await client(dir.path, { fx: config }, { env: { SERVICE_TOKEN: secret } });
    const result = await loaded.execute('fail', { reason: 'token refused', env: 'TOKEN' });
    expect(result).toMatchObject({
      isError: true,
      errorCode: 'MCP_TOOL_ERROR',
      error: 'failed: token refused (TOKEN=Bearer ***)',
      content: [{ type: 'text', text: 'failed: token refused (TOKEN=Bearer ***)' }],
    });
    expect(JSON.stringify(result)).not.toContain(secret);
  });
});

describe('@modelcontextprotocol/server-everything over stdio', () => {
  it('loads its tools with annotation tags and answers calls', async () => {
    const loaded = await client(dir.path, {
      everything: { command: process.execPath, args: [everythingEntry, 'stdio'] },
    });
    expect(loaded.listTools()).toEqual(expect.arrayContaining(['echo', 'get-sum', 'get-tiny-image']));
    expect(loaded.getTool('echo')).toMatchObject({
      title: 'Echo Tool',
      tags: ['IsReadOnly', 'IsIdempotent'],
      execution: { type: 'mcp', serverName: 'everything', toolName: 'echo' },
    });
    expect((await loaded.execute('echo', { message: 'hi' })).content).toEqual([
      { type: 'text', text: 'Echo: hi' },
    ]);
    expect((await loaded.execute('get-sum', { a: 2, b: 40 })).content).toEqual([
      { type: 'text', text: 'The sum of 2 and 40 is 42.' },
    ]);
    const image = await loaded.execute('get-tiny-image');
    expect(image.content.map((item) => item.type)).toContain('image');
    const structured = await loaded.execute('get-structured-content', { location: 'Chicago' });
    expect(structured.structuredContent).toEqual(
      expect.objectContaining({ temperature: expect.any(Number), conditions: expect.any(String) }),
    );
  });
});
