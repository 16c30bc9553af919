import { ToolExecutionError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/** The codes a `McpToolCallError` can carry: each names one way a call got no result. */
type McpToolCallErrorCode = Extract<McpErrorCode, 'MCP_CALL_FAILED' | 'MCP_SERVER_NOT_CONFIGURED'>;

/**
 * A call of an MCP server's tool that did not produce a result (an `isError` result is not an error);
 * `code` says why. A cancelled or timed-out call ends with `CallCancelledError` or `CallTimeoutError` of
 * `@mci/executor-kit` instead, as with every executor.
 */
export class McpToolCallError extends ToolExecutionError<McpToolCallErrorCode> {
  readonly serverName: string;
  readonly toolName: string;
  /** Why, with secrets replaced by `***`. */
  readonly reason: string;

  constructor(
    fields: { serverName: string; toolName: string; code: McpToolCallErrorCode; reason: string },
    options?: { cause?: unknown },
  ) {
    const { serverName, toolName, code, reason } = fields;
    super(`MCP tool ${JSON.stringify(toolName)} of server ${JSON.stringify(serverName)} ${reason}`, {
      code,
      metadata: { serverName, toolName },
      cause: options?.cause,
    });
    this.serverName = serverName;
    this.toolName = toolName;
    this.reason = reason;
  }
}
