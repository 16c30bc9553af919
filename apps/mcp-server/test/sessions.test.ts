import { openSession } from '@mci/test-utils/raw-http';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, useFixtureFolder, waitForStderr } from './support.js';

const { dir, servers } = useFixtureFolder();

async function startHttp(args: string[]): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(['--http', '--port', '0', ...args], { cwd: dir.path });
  servers.push(server);
  const match = await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
  return { server, url: match[1] as string };
}

describe('HTTP sessions', () => {
  it('are capped per client and in total, refused with 503 and Retry-After, and closed when idle', async () => {
    const { url } = await startHttp([
      '--max-sessions',
      '6',
      '--max-sessions-per-client',
      '4',
      '--session-idle-timeout',
      '1500',
    ]);
    const first = await Promise.all([1, 2, 3, 4].map(() => openSession(url)));
    expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const overClient = await openSession(url);
    expect(overClient.status).toBe(503);
    expect(overClient.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(overClient.body).error.message).toContain(
      'this client has its maximum of 4 open sessions',
    );

    // Another address is another client, until the total is reached.
    expect((await openSession(url, '127.0.0.2')).status).toBe(200);
    expect((await openSession(url, '127.0.0.3')).status).toBe(200);
    const overTotal = await openSession(url, '127.0.0.4');
    expect(overTotal.status).toBe(503);
    expect(JSON.parse(overTotal.body).error.message).toContain(
      'the server has its maximum of 6 open sessions',
    );

    // Abandoned sessions are closed after the idle timeout, which frees their places.
    await expect
      .poll(async () => (await openSession(url)).status, { timeout: 15_000, interval: 300 })
      .toBe(200);
  });
});
