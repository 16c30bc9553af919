import { MciError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/** The session of an MCP server ended while a call used it, and the call was not sent again. */
export class McpSessionLostError extends MciError<McpErrorCode> {
  readonly serverName: string;
  /** Why the call was not sent again, for people. */
  readonly reason: string;

  constructor(fields: { serverName: string; reason: string }, options?: { cause?: unknown }) {
    super('MCP_CALL_FAILED', fields.reason, options);
    this.serverName = fields.serverName;
    this.reason = fields.reason;
  }
}
