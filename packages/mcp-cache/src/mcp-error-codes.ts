import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of `@mci/mcp-cache` (loading MCP servers and the executor of `mcp` tools): what each means and when it comes. */
export const mcpErrorCodes = {
  MCP_CALL_FAILED: {
    stage: 'call',
    meaning: 'The MCP server could not be reached or did not answer the call',
  },
  MCP_SERVER_CONFIG_INVALID: { stage: 'load', meaning: 'An mcp_servers entry cannot be used' },
  MCP_SERVER_NOT_CONFIGURED: {
    stage: 'call',
    meaning: 'No loaded file declares the MCP server in mcp_servers',
  },
  MCP_SERVER_UNAVAILABLE: {
    stage: 'load',
    meaning:
      "An MCP server's tools could not be fetched and no cache exists (fails the load with strictMcpServers; otherwise a warning)",
    executionTypes: [],
  },
  MCP_TOOL_ERROR: { stage: 'call', meaning: "The MCP server's tool answered with an error result" },
} as const satisfies ErrorCodeList;

export type McpErrorCode = keyof typeof mcpErrorCodes;
