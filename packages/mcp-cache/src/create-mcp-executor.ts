import {
  type McpExecutionConfig,
  type McpServerSupport,
  mcpExecutionSchema,
  parseExecutionConfig,
} from '@mci/schema';
import { executeMcpTool } from './execute-mcp-tool.js';
import { loadMcpServers } from './load-mcp-servers.js';
import { type McpExecutorSettings, resolveSettings } from './mcp-executor-settings.js';
import { McpSessionPool } from './mcp-session-pool.js';

/** Loads a file's `mcp_servers` (through cache files) and executes its `"mcp"` tools. */
export type McpExecutor = McpServerSupport<McpExecutionConfig> & {
  /** Ends every MCP session and stdio server process; a later call reconnects. */
  close(): Promise<void>;
};

/**
 * The MCP support to pass to `MCIClient.load({ executors: [createMcpExecutor()] })`. It keeps one MCP
 * session per server, opened on first use; `close()` ends them (and stdio server processes).
 */
export function createMcpExecutor(settings?: McpExecutorSettings): McpExecutor {
  const resolved = resolveSettings(settings);
  const pool = new McpSessionPool(resolved);
  return {
    specificationVersion: 'v1',
    type: 'mcp',
    parseConfig: (execution) => parseExecutionConfig(mcpExecutionSchema, 'mcp', execution),
    execute: (call) => executeMcpTool(pool, resolved, call),
    loadMcpServers: (request) => loadMcpServers(pool, resolved, request),
    close: () => pool.closeAll(),
  };
}
