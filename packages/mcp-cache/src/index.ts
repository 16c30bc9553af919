export { createMcpExecutor, type McpExecutor } from './create-mcp-executor.js';
export { type McpErrorCode, mcpErrorCodes } from './mcp-error-codes.js';
export type { McpExecutorSettings, McpTransportFactory } from './mcp-executor-settings.js';
export { McpServerConfigError } from './mcp-server-config-error.js';
export { McpServerUnavailableError } from './mcp-server-unavailable-error.js';
export { McpToolCallError } from './mcp-tool-call-error.js';
export type {
  RenderedHttpServerConfig,
  RenderedMcpServerConfig,
  RenderedStdioServerConfig,
} from './render-server-config.js';
export { DEFAULT_EXP_DAYS } from './server-definition.js';
export type { McpCachedTool } from './to-mci-tool.js';
export type { McpCacheDocument } from './write-mcp-cache.js';
