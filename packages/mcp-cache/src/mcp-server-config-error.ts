import { MciError } from '@mci/schema';

/** An `mcp_servers` entry that cannot be used: an unsafe name, a wrong field or a template that fails. */
export class McpServerConfigError extends MciError {
  readonly serverName: string;
  readonly problem: string;

  constructor(serverName: string, problem: string, options?: { cause?: unknown }) {
    super(
      'MCP_SERVER_CONFIG_INVALID',
      `Invalid MCP server ${JSON.stringify(serverName)}: ${problem}`,
      options,
    );
    this.serverName = serverName;
    this.problem = problem;
  }
}
