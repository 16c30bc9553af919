export { type Logger, silentLogger } from '@mci/schema';
export { createDefaultExecutors } from './create-default-executors.js';
export { describeDiagnostic, describeLoadError } from './describe-load-error.js';
export { EnvFileError } from './env-file-error.js';
export { findMainFile, mainFileNames } from './find-main-file.js';
export { type HostErrorCode, hostErrorCodes } from './host-error-codes.js';
export { type LoadDotenvOptions, type LoadedDotenv, loadDotenv } from './load-dotenv.js';
export { createLogger, isLogLevel, type LoggerSettings, type LogLevel, logLevels } from './logger.js';
export { MainFileNotFoundError } from './main-file-not-found-error.js';
export { parseToolFilters } from './parse-tool-filters.js';
export {
  type RunningMciMcpServer,
  type StartMciMcpServerSettings,
  startMciMcpServer,
} from './start-mci-mcp-server.js';
