import { PassThrough, type Readable, type Writable } from 'node:stream';
import { GuardedTransport } from './calls/guard-requests.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';

export interface StdioServeSettings {
  /** Default `process.stdin`. */
  stdin?: Readable;
  /** Default `process.stdout`. Only protocol messages are written to it. */
  stdout?: Writable;
}

export interface StdioServerHandle {
  /** Settles when the client closes stdin or stdout can no longer be written: time to shut down. */
  readonly ended: Promise<void>;
}

/**
 * Serves the tools over stdin/stdout in the era the client opens with: `initialize` (2025) or a
 * 2026-07-28 request (no handshake). Close it with `mci.close()`.
 */
export async function serveStdio(
  mci: MciMcpServer,
  settings: StdioServeSettings = {},
): Promise<StdioServerHandle> {
  const stdin = settings.stdin ?? process.stdin;
  const stdout = settings.stdout ?? process.stdout;
  const ended = new Promise<void>((resolve) => {
    stdin.once('end', resolve);
    stdin.once('close', resolve);
    // A client that went away makes writes fail with EPIPE; that ends the session too.
    stdout.once('error', () => resolve());
  });
  // Loaded here, not at import: the `mci` commands that do not serve never pay for it.
  const sdk = await import('@modelcontextprotocol/server/stdio');
  // The requests read before stdin ends are still answered: the SDK's transport would drop them.
  const input = new PassThrough();
  stdin.pipe(input, { end: false });
  const transport = new GuardedTransport(new sdk.StdioServerTransport(input, stdout));
  sdk.serveStdio(({ era }) => mci.createServer({ era }), { transport });
  void ended.then(() => transport.idle()).then(() => input.end());
  return { ended };
}
