import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningMciMcpServer, silentLogger, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTools, writeFixture } from './support.js';

let dir: TempDir;
let running: RunningMciMcpServer;
let healthz: string;

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
  running = await startMciMcpServer({
    mainFilePath: 'mci.json',
    cwd: dir.path,
    processEnv: {},
    transport: 'http',
    http: { port: 0, authToken: 'health-token' },
    watch: true,
    watchDebounceMs: 20,
    handleSignals: false,
    logger: silentLogger,
  });
  healthz = new URL('/healthz', running.url).href;
});

afterAll(async () => {
  await running.close();
  await dir.remove();
});

const check = async () => {
  const response = await fetch(healthz);
  return { status: response.status, body: await response.text() };
};

describe('GET /healthz', () => {
  it('answers ready without a token and without naming tools once the file is loaded', async () => {
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: 'ready' });
    for (const tool of fixtureTools()) expect(body).not.toContain(tool.name);
  });

  it('answers 503 while a --watch reload fails, and ready again once the file is fixed', async () => {
    const file = path.join(dir.path, 'mci.json');
    await writeFile(file, '{ "schemaVersion": "1.0", "tools": [');
    await expect.poll(async () => (await check()).status, { timeout: 30_000 }).toBe(503);
    expect(JSON.parse((await check()).body)).toEqual({ status: 'not ready: the last reload failed' });
    // The previous tools are still served meanwhile.
    expect(running.mci.tools().length).toBe(fixtureTools().length);

    await writeFile(file, JSON.stringify({ schemaVersion: '1.0', tools: fixtureTools().slice(0, 1) }));
    await expect.poll(async () => (await check()).status, { timeout: 30_000 }).toBe(200);
  });
});
