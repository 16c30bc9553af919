export { type CliExecutorErrorCode, cliExecutorErrorCodes } from './cli-executor-error-codes.js';
export type { CliExecutorSettings } from './cli-executor-settings.js';
export { CommandExitError } from './command-exit-error.js';
export { CommandNotFoundError } from './command-not-found-error.js';
export { CommandOutputLimitError } from './command-output-limit-error.js';
export { CommandStartError } from './command-start-error.js';
export { createCliExecutor } from './create-cli-executor.js';
export { InvalidCommandError } from './invalid-command-error.js';
export { WorkingDirectoryError } from './working-directory-error.js';
