import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** The HTTP server could not listen on the address it was given. */
export class HttpListenError extends MciError<McpServerErrorCode> {
  readonly host: string;
  readonly port: number;
  /** Why, such as `the port is already in use`. */
  readonly reason: string;

  constructor(fields: { host: string; port: number; reason: string }, options?: { cause?: unknown }) {
    const { host, port, reason } = fields;
    super('HTTP_LISTEN_FAILED', `Cannot listen on ${host}:${port}: ${reason}.`, options);
    this.host = host;
    this.port = port;
    this.reason = reason;
  }
}
