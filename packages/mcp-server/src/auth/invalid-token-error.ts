import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** A bearer token was refused: the request gets 401 with `error="invalid_token"` and this reason. */
export class InvalidTokenError extends MciError<McpServerErrorCode> {
  /** Why, such as `the token expired` or `the audience does not name this server`. Never the token. */
  readonly reason: string;

  constructor(fields: { reason: string }, options?: { cause?: unknown }) {
    super('INVALID_TOKEN', `Invalid access token: ${fields.reason}.`, options);
    this.reason = fields.reason;
  }
}
