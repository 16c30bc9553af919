/**
 * The second entry, `@mci/schema/internal`: the helpers and file-format parts that the other MCI packages
 * share (the client, the MCP cache, the executors, the OpenAPI importer, the tool documentation, the
 * command line). Not for general use: its surface follows what those packages need and changes with them.
 */

export { closestKey } from './closest-key.js';
export { createMciJsonSchema } from './create-mci-json-schema.js';
export { describeIssues, type ReadableIssue } from './describe-issues.js';
export { detectFormat } from './detect-format.js';
export { type DiagnosticCodeInfo, isDiagnosticCode } from './diagnostic-codes.js';
export type { ContentAnnotations } from './execution-result.js';
export {
  isMcpServerSupport,
  type LoadMcpServersRequest,
  type LoadMcpServersResult,
  type McpServerSupport,
  type McpServerToolset,
  type UnavailableMcpServer,
} from './executor-v1.js';
export { formatJsonPath } from './format-json-path.js';
export type { HttpAuth } from './http-auth-schema.js';
export type { HttpBody } from './http-body-schema.js';
export type { HttpMultipartBody } from './http-multipart-body-schema.js';
export {
  HTTP_PARAMETER_STYLES,
  type HttpParameterStyle,
  type HttpParameterStyles,
} from './http-parameter-styles-schema.js';
export type { McpServerCacheConfig } from './mcp-server-cache-config-schema.js';
export { type McpServerConfig, mcpServerSchema } from './mcp-server-schema.js';
export type { Metadata } from './metadata-schema.js';
export { splitFilterValue } from './tool-filter.js';
export type { ToolOutput } from './tool-output-schema.js';
export type { ToolsetHttpSettings } from './toolset-http-schema.js';
export type { ToolsetReference } from './toolset-reference-schema.js';
