import { describe, expect, it } from 'vitest';
import { openSession } from './raw-http.js';
import { type ServerProcess, spawnServer, useFixtureFolder, waitForStderr } from './support.js';

const { dir, servers } = useFixtureFolder();

async function startHttp(
  args: string[],
  nodeArgs: string[] = [],
): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(['--http', '--port', '0', ...args], { cwd: dir.path, nodeArgs });
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

  it('keep memory bounded under churn of abandoned sessions', async () => {
    // The server's live heap stays near 18 MB under these floods. Without the cap, the sessions of one
    // flood take more than the 28 MB the heap is given here, and the process dies out of memory.
    const { server, url } = await startHttp(
      ['--max-sessions', '50', '--session-idle-timeout', '3000'],
      ['--max-old-space-size=28'],
    );
    const flood = async (requests: number) => {
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next++ < requests) {
          const { status } = await openSession(url, `127.0.0.${2 + (next % 50)}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      return statuses;
    };
    for (let round = 0; round < 3; round++) {
      // Each flood takes the places freed so far (sessions time out one by one), then is refused.
      const statuses = await flood(1600);
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(statuses.get(503)).toBeGreaterThan(0);
      // Once the abandoned sessions have timed out, the next flood takes their places.
      await expect
        .poll(async () => (await openSession(url)).status, { timeout: 15_000, interval: 300 })
        .toBe(200);
    }
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toContain('heap out of memory');
  });
});
