import { ToolExecutionError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/** The way a call failed; each has its own `code`. */
export type McpToolCallFailure = 'failed' | 'timeout' | 'cancelled' | 'not-configured';

const codes: Record<McpToolCallFailure, McpErrorCode> = {
  failed: 'MCP_CALL_FAILED',
  timeout: 'MCP_CALL_TIMEOUT',
  cancelled: 'MCP_CALL_CANCELLED',
  'not-configured': 'MCP_SERVER_NOT_CONFIGURED',
};

/** A call of an MCP server's tool that did not produce a result (an `isError` result is not an error). */
export class McpToolCallError extends ToolExecutionError<McpErrorCode> {
  readonly serverName: string;
  readonly toolName: string;
  readonly failure: McpToolCallFailure;
  /** Why, with secrets replaced by `***`. */
  readonly reason: string;

  constructor(
    fields: { serverName: string; toolName: string; failure: McpToolCallFailure; reason: string },
    options?: { cause?: unknown },
  ) {
    const { serverName, toolName, failure, reason } = fields;
    super(`MCP tool ${JSON.stringify(toolName)} of server ${JSON.stringify(serverName)} ${reason}`, {
      code: codes[failure],
      metadata: { serverName, toolName },
      cause: options?.cause,
    });
    this.serverName = serverName;
    this.toolName = toolName;
    this.failure = failure;
    this.reason = reason;
  }
}
