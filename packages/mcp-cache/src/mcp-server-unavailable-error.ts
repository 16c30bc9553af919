import { MciError } from '@mci/schema';
import type { McpErrorCode } from './mcp-error-codes.js';

/** An MCP server whose tools could not be fetched while no cache file of them exists to fall back on. */
export class McpServerUnavailableError extends MciError<McpErrorCode> {
  readonly serverName: string;
  /** The cache file that was missing or unusable. */
  readonly cacheFile: string;
  /** Why fetching failed, with secrets replaced by `***`. */
  readonly reason: string;

  constructor(
    fields: { serverName: string; cacheFile: string; reason: string },
    options?: { cause?: unknown },
  ) {
    const { serverName, cacheFile, reason } = fields;
    super(
      'MCP_SERVER_UNAVAILABLE',
      `MCP server ${JSON.stringify(serverName)} is unavailable and has no usable cache (${cacheFile}): ${reason}`,
      options,
    );
    this.serverName = serverName;
    this.cacheFile = cacheFile;
    this.reason = reason;
  }
}
