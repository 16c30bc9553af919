/**
 * The second entry, `@mci/mcp-server/host`: the server's pieces that `@mci/host` composes to start a server
 * from an MCI file. Not for general use: its surface follows what the start needs.
 */

export { importOptionalPackage } from '@mci/client/internal';
export { createApiKeyVerifier } from './auth/create-api-key-verifier.js';
export { type ApiKey, loadApiKeys } from './auth/load-api-keys.js';
export { unenforcedScopesWarning } from './auth/unenforced-scopes-warning.js';
export { defaultAutoSearchTokens, describeToolsMode, type ToolsMode } from './tools/choose-tools-mode.js';
export { toMcpTool } from './tools/to-mcp-tool.js';
