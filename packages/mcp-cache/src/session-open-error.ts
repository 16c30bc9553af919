import { MciError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/**
 * A session with an MCP server could not be opened. Loading turns it into `MCP_SERVER_UNAVAILABLE` (or a
 * stale cache), a call into `MCP_CALL_FAILED`.
 */
export class SessionOpenError extends MciError<McpErrorCode> {
  /** Why the connection could not be made, redacted, with the stdio server's stderr tail. */
  readonly reason: string;

  constructor(fields: { reason: string }, options?: { cause?: unknown }) {
    super('MCP_SERVER_UNAVAILABLE', fields.reason, options);
    this.reason = fields.reason;
  }
}
