export { AuditLogError } from './audit-log-error.js';
export {
  createMciMcpServer,
  type MciMcpServer,
  type MciMcpServerCloseOptions,
  type MciMcpServerOptions,
} from './create-mci-mcp-server.js';
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimitSettings,
} from './create-rate-limiter.js';
export { HttpListenError } from './http-listen-error.js';
export { InsecureBindError } from './insecure-bind-error.js';
export { InvalidServeOptionError } from './invalid-serve-option-error.js';
export { retryAfterMetaKey } from './limit-call.js';
export { type McpServerErrorCode, mcpServerErrorCodes } from './mcp-server-error-codes.js';
export {
  type AuditEntry,
  type AuditLog,
  type AuditLogSettings,
  openAuditLog,
} from './open-audit-log.js';
export { parseRateLimit, type RateLimitRule } from './parse-rate-limit.js';
export { type HttpServerHandle, type HttpServeSettings, serveHttp } from './serve-http.js';
export {
  addServeOptions,
  type ServeCommandOptions,
  type ServeSettingsContext,
  serveSettingsFromOptions,
} from './serve-options.js';
export { type StdioServerHandle, type StdioServeSettings, serveStdio } from './serve-stdio.js';
export {
  type RunningMciMcpServer,
  type StartMciMcpServerSettings,
  startMciMcpServer,
} from './start-mci-mcp-server.js';
export { startTelemetry, type Telemetry } from './start-telemetry.js';
export { errorCodeMetaKey, metadataMetaKey } from './to-call-tool-result.js';
