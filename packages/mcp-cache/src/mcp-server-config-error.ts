import { MciError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/** An `mcp_servers` entry that cannot be used: an unsafe name, a wrong field or a template that fails. */
export class McpServerConfigError extends MciError<McpErrorCode> {
  readonly serverName: string;
  /** What is wrong, for people (secrets replaced by `***`). */
  readonly reason: string;

  constructor(fields: { serverName: string; reason: string }, options?: { cause?: unknown }) {
    super(
      'MCP_SERVER_CONFIG_INVALID',
      `Invalid MCP server ${JSON.stringify(fields.serverName)}: ${fields.reason}`,
      options,
    );
    this.serverName = fields.serverName;
    this.reason = fields.reason;
  }
}
