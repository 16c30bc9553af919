import { execFileSync } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadClient } from './__fixtures__/mcp-test-kit.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(() => dir.remove());

/** Loads and returns the message of the error it fails with. */
async function failedLoad(servers: Record<string, unknown>): Promise<string> {
  const error = (await loadClient(dir.path, servers).catch((caught: unknown) => caught)) as Error;
  return String(error?.message);
}

/** Whether a process whose command line holds `marker` runs. */
function isRunning(marker: string): boolean {
  const commands = execFileSync('ps', ['-A', '-o', 'args='], { encoding: 'utf8' });
  return commands.split('\n').some((command) => command.includes(marker));
}

describe("an mcp_servers entry's config.connectTimeoutMs", () => {
  it('ends the load of a stdio server that never answers at the limit, and stops the server', async () => {
    // Reads nothing, answers nothing, and outlives the end of its stdin; its command line holds the
    // test's own folder, so that it can be told apart from every other process.
    const marker = path.basename(dir.path);
    const script = `setInterval(() => {}, 1000) // ${marker}`;
    const silent = { command: process.execPath, args: ['-e', script] };
    const message = await failedLoad({ silent: { ...silent, config: { connectTimeoutMs: 500 } } });
    expect(message).toMatch(/MCP server "silent" is unavailable.*no answer within 500 ms/);
    // The load does not leave the server running (how soon it returns is a matter for the benchmarks);
    // a server stopped before it ran any code counts as stopped too.
    await vi.waitFor(() => expect(isRunning(marker)).toBe(false), { timeout: 30_000, interval: 50 });
  });

  describe('against an HTTP server that accepts connections and stays silent', () => {
    let server: Server;
    const sockets = new Set<Socket>();
    let connections = 0;
    beforeEach(async () => {
      connections = 0;
      server = createServer((socket) => {
        connections += 1;
        sockets.add(socket);
        // Reads what it is sent (so that it sees the client close) and never answers.
        socket.resume();
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('ends the load at the limit', async () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const message = await failedLoad({
        silent: { type: 'http', url: `http://127.0.0.1:${port}/mcp`, config: { connectTimeoutMs: 500 } },
      });
      expect(message).toMatch(/MCP server "silent" is unavailable.*no answer within 500 ms/);
    });

    it('leaves no connection open once the load has given up', async () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await failedLoad({
        silent: { type: 'http', url: `http://127.0.0.1:${port}/mcp`, config: { connectTimeoutMs: 500 } },
      });
      // The client closes its one connection; a pool that kept going would dial again and hold that
      // connection open until its keep-alive timeout (two connections, the second open for seconds).
      await vi.waitFor(
        () => expect({ connections, open: sockets.size }).toEqual({ connections: 1, open: 0 }),
        {
          timeout: 30_000,
          interval: 50,
        },
      );
    });
  });
});
