export { annotationsSchema, type ToolAnnotations } from './annotations-schema.js';
export { type CliExecutionConfig, cliExecutionSchema } from './cli-execution-schema.js';
export { type CliFlag, cliFlagSchema } from './cli-flag-schema.js';
export { closestKey } from './closest-key.js';
export { type ConfigIssue, ConfigValidationError, formatIssuePath } from './config-validation-error.js';
export { createMciJsonSchema, MCI_JSON_SCHEMA_ID } from './create-mci-json-schema.js';
export { describeIssues, type ReadableIssue } from './describe-issues.js';
export { detectFormat } from './detect-format.js';
export {
  type DiagnosticCode,
  type DiagnosticCodeInfo,
  diagnosticCodes,
  isDiagnosticCode,
} from './diagnostic-codes.js';
export type { DocumentedTool, ErrorCodeInfo, ErrorCodeList, ErrorStage } from './error-code-info.js';
export type {
  AudioContent,
  BlobResourceContents,
  Content,
  ContentAnnotations,
  EmbeddedResourceContent,
  ExecutionResult,
  ImageContent,
  ResourceLinkContent,
  TextContent,
  TextResourceContents,
} from './execution-result.js';
export {
  type ExecuteCall,
  type ExecutionContext,
  type ExecutionTool,
  type ExecutorV1,
  isMcpServerSupport,
  type LoadMcpServersRequest,
  type LoadMcpServersResult,
  type McpServerSupport,
  type McpServerToolset,
  type UnavailableMcpServer,
} from './executor-v1.js';
export { type FileExecutionConfig, fileExecutionSchema } from './file-execution-schema.js';
export { formatJsonPath } from './format-json-path.js';
export { type HttpAuth, httpAuthSchema } from './http-auth-schema.js';
export { type HttpBody, httpBodySchema } from './http-body-schema.js';
export {
  HTTP_METHODS,
  type HttpExecutionConfig,
  type HttpMethod,
  httpExecutionSchema,
} from './http-execution-schema.js';
export { type HttpMultipartBody, httpMultipartBodySchema } from './http-multipart-body-schema.js';
export {
  HTTP_PARAMETER_STYLES,
  type HttpParameterLocation,
  type HttpParameterStyle,
  type HttpParameterStyles,
  httpParameterStylesSchema,
} from './http-parameter-styles-schema.js';
export { type HttpRetries, httpRetriesSchema } from './http-retries-schema.js';
export { InvalidToolFilterError } from './invalid-tool-filter-error.js';
export { knownExecutionSchemas } from './known-execution-schemas.js';
export { type Logger, silentLogger } from './logger.js';
export { type MciMainFile, mainFileSchema } from './main-file-schema.js';
export { formatDiagnostic, type MciDiagnostic } from './mci-diagnostic.js';
export { MciError } from './mci-error.js';
export { MciFileError } from './mci-file-error.js';
export { type McpExecutionConfig, mcpExecutionSchema } from './mcp-execution-schema.js';
export { type McpHttpServerConfig, mcpHttpServerSchema } from './mcp-http-server-schema.js';
export { type McpServerCacheConfig, mcpServerCacheConfigSchema } from './mcp-server-cache-config-schema.js';
export { type McpServerConfig, mcpServerSchema } from './mcp-server-schema.js';
export { type McpStdioServerConfig, mcpStdioServerSchema } from './mcp-stdio-server-schema.js';
export { type Metadata, metadataSchema } from './metadata-schema.js';
export { parseExecutionConfig } from './parse-execution-config.js';
export { parseMainFile } from './parse-main-file.js';
export { parseMainObject } from './parse-main-object.js';
export { parseToolsetFile } from './parse-toolset-file.js';
export type { ParsedMciFile, ParseMciFileOptions } from './parsed-mci-file.js';
export type { PathPolicy } from './path-policy.js';
export {
  isPortableToolName,
  portableToolNamePattern,
  toPortableToolNames,
} from './portable-tool-names.js';
export { requiredScopesSchema } from './required-scopes-schema.js';
export { type SchemaErrorCode, schemaErrorCodes } from './schema-error-codes.js';
export { type TextExecutionConfig, textExecutionSchema } from './text-execution-schema.js';
export { ToolExecutionError } from './tool-execution-error.js';
export {
  type FilterableTool,
  matchesToolFilter,
  parseFilterValue,
  parseToolFilter,
  type ToolFilter,
  type ToolFilterKind,
} from './tool-filter.js';
export { type ToolFilterType, toolFilterTypeSchema } from './tool-filter-type-schema.js';
export { type ToolOutput, toolOutputSchema } from './tool-output-schema.js';
export { type ToolDefinition, toolSchema } from './tool-schema.js';
export { type ToolsetFile, toolsetFileSchema } from './toolset-file-schema.js';
export { type ToolsetHttpSettings, toolsetHttpSchema } from './toolset-http-schema.js';
export { type ToolsetReference, toolsetReferenceSchema } from './toolset-reference-schema.js';
