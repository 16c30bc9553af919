export type { OptionalPackageMissingError } from '@mci/client';
export type { ApiKeyFileError } from './auth/api-key-file-error.js';
export type { CallerIdentity } from './auth/caller-identity.js';
export type { ConflictingAuthError } from './auth/conflicting-auth-error.js';
export type { HttpOAuthSettings } from './auth/create-http-auth-layer.js';
export type { JwtVerifierSettings } from './auth/create-jwt-verifier.js';
export { InvalidTokenError } from './auth/invalid-token-error.js';
export type { OAuthDiscoveryError } from './auth/oauth-discovery-error.js';
export type { TokenVerifier } from './auth/token-verifier.js';
export type { AuditLogError } from './calls/audit-log-error.js';
export { createRateLimiter, type RateLimiter, type RateLimitSettings } from './calls/create-rate-limiter.js';
export { retryAfterMetaKey } from './calls/limit-call.js';
export {
  type AuditEntry,
  type AuditLog,
  type AuditLogSettings,
  openAuditLog,
} from './calls/open-audit-log.js';
export type { RateLimitRule } from './calls/rate-limit-rule.js';
export { errorCodeMetaKey, metadataMetaKey } from './calls/to-call-tool-result.js';
export {
  createMciMcpServer,
  type MciMcpServer,
  type MciMcpServerCloseOptions,
  type MciMcpServerOptions,
  type SdkServerUse,
} from './create-mci-mcp-server.js';
export { type ClientAddressOf, clientAddressResolver, type TrustProxy } from './http/client-address.js';
export type { HttpListenError } from './http/http-listen-error.js';
export type { InsecureBindError } from './http/insecure-bind-error.js';
export type { InvalidTrustProxyError } from './http/invalid-trust-proxy-error.js';
export { type HttpServerHandle, type HttpServeSettings, serveHttp } from './http/serve-http.js';
export { type McpServerErrorCode, mcpServerErrorCodes } from './mcp-server-error-codes.js';
export { type StdioServerHandle, type StdioServeSettings, serveStdio } from './serve-stdio.js';
export { type CodeModeSettings, loadCodeMode } from './tools/create-code-mode-layer.js';
export type { ToolSearchSettings } from './tools/create-tool-search-layer.js';
