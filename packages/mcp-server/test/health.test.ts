import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixtureTools } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server.js';

let dir: TempDir;
let server: TestServer;
let healthz: string;
/** What the `ready` setting answers: false stands for a failed reload of the app. */
let ready = true;

beforeAll(async () => {
  dir = await createTempDir();
  const tools = fixtureTools().filter((tool) => (tool.execution as { type: string }).type === 'text');
  await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
  server = await startTestServer({
    schemaFilePath: path.join(dir.path, 'mci.json'),
    http: { authToken: 'health-token', ready: () => ready },
  });
  healthz = new URL('/healthz', server.url).href;
});

afterAll(async () => {
  await server.close();
  await dir.remove();
});

const check = async () => {
  const response = await fetch(healthz);
  return { status: response.status, body: await response.text() };
};

describe('GET /healthz', () => {
  it('answers ready without a token and without naming tools', async () => {
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: 'ready' });
    for (const tool of fixtureTools()) expect(body).not.toContain(tool.name);
  });

  it('answers 503 while the app says it is not ready (a failed reload), and ready again after', async () => {
    ready = false;
    expect(await check()).toEqual({
      status: 503,
      body: `${JSON.stringify({ status: 'not ready: the last reload failed' })}\n`,
    });
    // The tools are still served meanwhile.
    expect(server.mci.tools().length).toBeGreaterThan(0);
    ready = true;
    expect((await check()).status).toBe(200);
  });
});
