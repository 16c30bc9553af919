import { connect, type Socket } from 'node:net';
import { openSession } from '@mci/test-utils/raw-http';
import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

let dir: TempDir;
const servers: ServerProcess[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await stopServer(server);
});
afterAll(() => dir.remove());

/** Opens a TCP connection, writes `head`, then one byte of body every 100 ms; resolves what came back once closed. */
function trickle(port: number, head: string): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let answer = '';
    let bytesSent = 0;
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write('{');
      bytesSent++;
    }, 100);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
  });
}

describe('HTTP server timeouts', () => {
  it('close a connection whose body comes too slowly, and of headers that never end', async () => {
    const server = spawnServer(
      ['--http', '--port', '0', '--request-timeout', '1000', '--headers-timeout', '800'],
      { cwd: dir.path },
    );
    servers.push(server);
    const url = (await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/))[1] as string;
    const port = Number(new URL(url).port);
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
    const slowBody = await trickle(port, head);
    expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408/);
    // At 10 bytes a second, the 100 000 bytes announced would have taken hours.
    expect(slowBody.bytesSent).toBeLessThan(100);
    const slowHeaders = await trickle(port, `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
    expect(slowHeaders.answer).toMatch(/^HTTP\/1\.1 408/);
    // The server keeps serving.
    expect((await openSession(url)).status).toBe(200);
  });
});
