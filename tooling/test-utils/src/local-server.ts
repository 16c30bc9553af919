import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 with a free port; the handler is set once the URL is known. */
export async function listenLocal(): Promise<{
  server: Server;
  url: string;
  handle: (h: (req: IncomingMessage, res: ServerResponse) => void) => void;
}> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    handle: (next) => {
      handler = next;
    },
  };
}

export function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
