import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** Listening on a non-loopback address without a bearer token, and without saying that is intended. */
export class InsecureBindError extends MciError<McpServerErrorCode> {
  /** The address the server was asked to listen on. */
  readonly host: string;

  constructor(fields: { host: string }) {
    const { host } = fields;
    super(
      'INSECURE_BIND',
      `Refusing to serve on ${host} without a token: anyone who can reach it could run the tools. ` +
        'Require a token (a static auth token, OAuth or API keys), or allow unauthenticated remote access explicitly.',
    );
    this.host = host;
  }
}
