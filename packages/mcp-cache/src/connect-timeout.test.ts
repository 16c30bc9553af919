import { createServer, type Server, type Socket } from 'node:net';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadClient } from './__fixtures__/mcp-test-kit.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
});
afterEach(() => dir.remove());

/** Loads and returns the error with how long the load took, in ms. */
async function failedLoad(servers: Record<string, unknown>): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const error = (await loadClient(dir.path, servers).catch((caught: unknown) => caught)) as Error;
  return { message: String(error?.message), ms: performance.now() - started };
}

describe("an mcp_servers entry's config.connectTimeoutMs", () => {
  it('ends the load of a stdio server that never answers at the limit, not 2 s later', async () => {
    // Reads nothing, answers nothing, and outlives the end of its stdin.
    const silent = { command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] };
    const { message, ms } = await failedLoad({ silent: { ...silent, config: { connectTimeoutMs: 500 } } });
    expect(message).toMatch(/MCP server "silent" is unavailable.*no answer within 500 ms/);
    // Before, the SDK waited 2 s for the process to exit after the limit had passed.
    expect(ms).toBeLessThan(2000);
  });

  describe('against an HTTP server that accepts connections and stays silent', () => {
    let server: Server;
    const sockets = new Set<Socket>();
    beforeEach(async () => {
      server = createServer((socket) => {
        sockets.add(socket);
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
      const { message, ms } = await failedLoad({
        silent: { type: 'http', url: `http://127.0.0.1:${port}/mcp`, config: { connectTimeoutMs: 500 } },
      });
      expect(message).toMatch(/MCP server "silent" is unavailable.*no answer within 500 ms/);
      expect(ms).toBeLessThan(2000);
    });
  });
});
