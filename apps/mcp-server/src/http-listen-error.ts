import { MciError } from '@mci/schema';

/** The HTTP server could not listen on the address it was given. */
export class HttpListenError extends MciError {
  readonly host: string;
  readonly port: number;
  readonly reason: string;

  constructor(host: string, port: number, reason: string, options?: { cause?: unknown }) {
    super('MCI_HTTP_LISTEN_FAILED', `Cannot listen on ${host}:${port}: ${reason}.`, options);
    this.host = host;
    this.port = port;
    this.reason = reason;
  }
}
