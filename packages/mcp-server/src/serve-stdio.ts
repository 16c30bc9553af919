import type { Readable, Writable } from 'node:stream';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { guardRequests } from './guard-requests.js';

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

/** Connects the server's SDK `Server` to stdin/stdout. Close it with `mci.close()`. */
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
  const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
  const transport = new StdioServerTransport(stdin, stdout);
  await mci.server.connect(transport);
  guardRequests(transport);
  return { ended };
}
