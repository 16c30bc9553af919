export type { ApiKeyFileError } from './api-key-file-error.js';
export type { AuditLogError } from './audit-log-error.js';
export type { CallerIdentity } from './caller-identity.js';
export { type ClientAddressOf, clientAddressResolver, type TrustProxy } from './client-address.js';
export type { ConflictingAuthError } from './conflicting-auth-error.js';
export { type CodeModeSettings, loadCodeMode } from './create-code-mode-layer.js';
export type { HttpOAuthSettings } from './create-http-auth-layer.js';
export type { JwtVerifierSettings } from './create-jwt-verifier.js';
export {
  createMciMcpServer,
  type MciMcpServer,
  type MciMcpServerCloseOptions,
  type MciMcpServerOptions,
  type SdkServerUse,
} from './create-mci-mcp-server.js';
export { createRateLimiter, type RateLimiter, type RateLimitSettings } from './create-rate-limiter.js';
export type { ToolSearchSettings } from './create-tool-search-layer.js';
export type { HttpListenError } from './http-listen-error.js';
export type { InsecureBindError } from './insecure-bind-error.js';
export { InvalidTokenError } from './invalid-token-error.js';
export type { InvalidTrustProxyError } from './invalid-trust-proxy-error.js';
export { retryAfterMetaKey } from './limit-call.js';
export { type McpServerErrorCode, mcpServerErrorCodes } from './mcp-server-error-codes.js';
export type { OAuthDiscoveryError } from './oauth-discovery-error.js';
export {
  type AuditEntry,
  type AuditLog,
  type AuditLogSettings,
  openAuditLog,
} from './open-audit-log.js';
export type { OptionalPackageMissingError } from './optional-package-missing-error.js';
export type { RateLimitRule } from './rate-limit-rule.js';
export { type HttpServerHandle, type HttpServeSettings, serveHttp } from './serve-http.js';
export { type StdioServerHandle, type StdioServeSettings, serveStdio } from './serve-stdio.js';
export { errorCodeMetaKey, metadataMetaKey } from './to-call-tool-result.js';
export type { TokenVerifier } from './token-verifier.js';
