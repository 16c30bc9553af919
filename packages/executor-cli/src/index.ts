export { CommandCancelledError } from './command-cancelled-error.js';
export { CommandExitError } from './command-exit-error.js';
export { CommandNotFoundError } from './command-not-found-error.js';
export { CommandOutputLimitError } from './command-output-limit-error.js';
export { CommandStartError } from './command-start-error.js';
export { CommandTimeoutError } from './command-timeout-error.js';
export { type CliExecutorSettings, createCliExecutor } from './create-cli-executor.js';
export { InvalidCommandError, type InvalidCommandFailure } from './invalid-command-error.js';
export { WorkingDirectoryError, type WorkingDirectoryFailure } from './working-directory-error.js';
