/**
 * The second entry, `@mci/mcp-server/host`: the server's pieces that `@mci/host` composes to start a server
 * from an MCI file. Not for general use: its surface follows what the start needs.
 */
export { defaultAutoSearchTokens, describeToolsMode, type ToolsMode } from './choose-tools-mode.js';
export { createApiKeyVerifier } from './create-api-key-verifier.js';
export { importOptionalPackage } from './import-optional-package.js';
export { type ApiKey, loadApiKeys } from './load-api-keys.js';
export { toMcpTool } from './to-mcp-tool.js';
export { unenforcedScopesWarning } from './unenforced-scopes-warning.js';
