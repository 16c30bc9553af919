export { ApiKeyFileError } from './api-key-file-error.js';
export { AuditLogError } from './audit-log-error.js';
export { authorizeToolCall, type ToolAuthorization } from './authorize-tool-call.js';
export type { CallerIdentity } from './caller-identity.js';
export { defaultAutoSearchTokens, type ToolsMode } from './choose-tools-mode.js';
export { createApiKeyVerifier } from './create-api-key-verifier.js';
export type { HttpOAuthSettings } from './create-http-auth-layer.js';
export { createJwtVerifier, type JwtVerifierSettings } from './create-jwt-verifier.js';
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
export type { ToolSearchSettings } from './create-tool-search-layer.js';
export { HttpListenError } from './http-listen-error.js';
export { InsecureBindError } from './insecure-bind-error.js';
export { InvalidServeOptionError } from './invalid-serve-option-error.js';
export { InvalidTokenError } from './invalid-token-error.js';
export { retryAfterMetaKey } from './limit-call.js';
export { type ApiKey, loadApiKeys } from './load-api-keys.js';
export { type McpServerErrorCode, mcpServerErrorCodes } from './mcp-server-error-codes.js';
export { OAuthDiscoveryError } from './oauth-discovery-error.js';
export {
  type AuditEntry,
  type AuditLog,
  type AuditLogSettings,
  openAuditLog,
} from './open-audit-log.js';
export { OptionalPackageMissingError } from './optional-package-missing-error.js';
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
export type { TokenVerifier } from './token-verifier.js';
