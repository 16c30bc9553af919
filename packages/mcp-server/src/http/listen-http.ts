import type { Server } from 'node:http';
import { HttpListenError } from './http-listen-error.js';

/** Starts listening; resolves with the real port (when 0 was asked), rejects with `HttpListenError`. */
export function listenHttp(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(new HttpListenError({ host, port, reason: listenFailure(error) }, { cause: error }));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

function listenFailure(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return 'the port is already in use';
    case 'EADDRNOTAVAIL':
      return 'the address is not available on this machine';
    case 'EACCES':
      return 'permission denied';
    default:
      return error.message;
  }
}
