import { request } from 'node:http';
import { openSession } from '@mci/test-utils/raw-http';
import { isAlive, sleeperPid } from '@mci/test-utils/serve-fixture';
import { describe, expect, it } from 'vitest';
import { spawnServer, useFixtureFolder, waitForStderr } from './support.js';

const { dir, servers } = useFixtureFolder();

const callSleep = (id: number, tag: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'sleep', arguments: { ms: 30_000, tag } },
});

describe('a call whose client is gone', () => {
  it('is cancelled at once when a stateful HTTP client drops its connection', async () => {
    const server = spawnServer(['--http', '--port', '0'], { cwd: dir.path });
    servers.push(server);
    const url = (await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:\d+\/mcp)/))[1] as string;
    const { sessionId } = await openSession(url);
    const outgoing = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Protocol-Version': '2025-06-18',
        'Mcp-Session-Id': sessionId as string,
      },
    });
    outgoing.on('error', () => {});
    outgoing.end(JSON.stringify(callSleep(1, 'dropped-http')));
    const pid = await sleeperPid(dir.path, 'dropped-http');
    expect(isAlive(pid)).toBe(true);
    outgoing.destroy();
    // The call had 30 s to go; the shutdown grace is 5 s: only a cancellation ends it this soon.
    await expect.poll(() => isAlive(pid), { timeout: 3000, interval: 50 }).toBe(false);
    // The session still serves.
    expect((await openSession(url)).status).toBe(200);
  });

  it('is cancelled at once when the stdio client goes away', async () => {
    const server = spawnServer([], { cwd: dir.path });
    servers.push(server);
    const send = (message: unknown) => server.child.stdin?.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send(callSleep(1, 'dropped-stdio'));
    const pid = await sleeperPid(dir.path, 'dropped-stdio');
    server.child.stdin?.end();
    await expect.poll(() => isAlive(pid), { timeout: 3000, interval: 50 }).toBe(false);
    expect((await server.exited).code).toBe(0);
  });
});
