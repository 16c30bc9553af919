export { createDefaultExecutors } from './create-default-executors.js';
export {
  createMciMcpServer,
  type MciMcpServer,
  type MciMcpServerCloseOptions,
  type MciMcpServerOptions,
} from './create-mci-mcp-server.js';
export { describeDiagnostic, describeLoadError } from './describe-load-error.js';
export { EnvFileError } from './env-file-error.js';
export { findSchemaFile, schemaFileNames } from './find-schema-file.js';
export { HttpListenError } from './http-listen-error.js';
export {
  createHttpRequestGuard,
  type HttpRequestGuardSettings,
  type HttpRequestVerdict,
} from './http-request-guard.js';
export { InsecureBindError } from './insecure-bind-error.js';
export { InvalidServeOptionError } from './invalid-serve-option-error.js';
export { InvalidToolFilterError } from './invalid-tool-filter-error.js';
export { isLoopbackHost } from './is-loopback-host.js';
export { dotenvCandidates, type LoadDotenvOptions, type LoadedDotenv, loadDotenv } from './load-dotenv.js';
export {
  createLogger,
  isLogLevel,
  type Logger,
  type LoggerSettings,
  type LogLevel,
  logLevels,
  silentLogger,
} from './logger.js';
export { combineToolFilters, parseToolFilter, type ToolFilter } from './parse-tool-filter.js';
export { ProtocolError } from './protocol-error.js';
export { SchemaFileNotFoundError } from './schema-file-not-found-error.js';
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
export { errorCodeMetaKey, metadataMetaKey, toCallToolResult } from './to-call-tool-result.js';
export { toMcpTool } from './to-mcp-tool.js';
export { type ReloadWatcher, type WatchAndReloadSettings, watchAndReload } from './watch-and-reload.js';
