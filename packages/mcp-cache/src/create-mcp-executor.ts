import { createRunningCalls, executorKitErrorCodes } from '@mci/executor-kit';
import { type McpExecutionConfig, mcpExecutionSchema, parseExecutionConfig } from '@mci/schema';
import type { McpServerSupport } from '@mci/schema/internal';
import { executeMcpTool } from './execute-mcp-tool.js';
import { loadMcpServers } from './load-mcp-servers.js';
import { mcpErrorCodes } from './mcp-error-codes.js';
import { type McpExecutorSettings, resolveMcpExecutorSettings } from './mcp-executor-settings.js';
import { McpSessionPool } from './mcp-session-pool.js';

/** Loads a file's `mcp_servers` (through cache files) and executes its `"mcp"` tools. */
export type McpExecutor = McpServerSupport<McpExecutionConfig> & {
  /**
   * Aborts the running calls and loads, ends every MCP session and stdio server process, and refuses
   * later calls and loads with the code `EXECUTOR_CLOSED`.
   */
  close(): Promise<void>;
};

/** The codes an mcp tool's call, or a load of `mcp_servers`, can give. */
const errorCodes = {
  ...mcpErrorCodes,
  CALL_CANCELLED: executorKitErrorCodes.CALL_CANCELLED,
  CALL_TIMEOUT: executorKitErrorCodes.CALL_TIMEOUT,
  EXECUTOR_CLOSED: executorKitErrorCodes.EXECUTOR_CLOSED,
};

/**
 * The MCP support to pass to `MCIClient.load({ executors: [createMcpExecutor()] })`. It keeps one MCP
 * session per server, opened on first use; `close()` ends them (and stdio server processes).
 */
export function createMcpExecutor(settings?: McpExecutorSettings): McpExecutor {
  const resolved = resolveMcpExecutorSettings(settings);
  const pool = new McpSessionPool(resolved);
  const calls = createRunningCalls('mcp');
  return {
    specificationVersion: 'v1',
    type: 'mcp',
    errorCodes,
    parseConfig: (execution) => parseExecutionConfig(mcpExecutionSchema, 'mcp', execution),
    execute: (call) =>
      calls.run(call.signal, (signal) => executeMcpTool(pool, resolved, { ...call, signal })),
    loadMcpServers: (request) =>
      calls.run(request.signal ?? new AbortController().signal, (signal) =>
        loadMcpServers(pool, resolved, { ...request, signal }),
      ),
    // The sessions end first, so a running call fails as it does when its server goes away.
    close: () => calls.close(() => pool.closeAll()),
  };
}
