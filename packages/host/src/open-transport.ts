import type { Readable, Writable } from 'node:stream';
import {
  type HttpServerHandle,
  type HttpServeSettings,
  type MciMcpServer,
  serveHttp,
  serveStdio,
} from '@mci/mcp-server';
import type { Logger } from '@mci/schema';

export interface TransportSettings {
  readonly transport?: 'stdio' | 'http' | undefined;
  readonly http?: Omit<HttpServeSettings, 'logger'> | undefined;
  readonly stdin?: Readable | undefined;
  readonly stdout?: Writable | undefined;
}

/** The transport a started server answers on: an HTTP server, or stdio until the client goes away. */
export interface OpenTransport {
  readonly http: HttpServerHandle | undefined;
  readonly stdioEnded: Promise<void> | undefined;
  /** `http://127.0.0.1:3000/mcp`, with `(stateless)` when it is; `stdio`. */
  readonly shown: string;
}

/** Serves `mci` over the transport of the settings (stdio by default). */
export async function openTransport(
  mci: MciMcpServer,
  settings: TransportSettings,
  logger: Logger,
  ready: () => boolean,
): Promise<OpenTransport> {
  if (settings.transport === 'http') {
    const http = await serveHttp(mci, { ...settings.http, logger, ready });
    const shown = `${http.url}${settings.http?.stateless === true ? ' (stateless)' : ''}`;
    return { http, stdioEnded: undefined, shown };
  }
  const stdio = await serveStdio(mci, {
    ...(settings.stdin !== undefined && { stdin: settings.stdin }),
    ...(settings.stdout !== undefined && { stdout: settings.stdout }),
  });
  return { http: undefined, stdioEnded: stdio.ended, shown: 'stdio' };
}
