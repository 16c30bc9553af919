import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the cli executor: what each means and when it comes. */
export const cliExecutorErrorCodes = {
  COMMAND_FAILED: { stage: 'call', meaning: 'The command ended with a non-zero exit code or a signal' },
  COMMAND_INVALID: { stage: 'call', meaning: 'The rendered command is empty or holds a NUL character' },
  COMMAND_NOT_FOUND: { stage: 'call', meaning: 'The command was not found on PATH' },
  COMMAND_OUTPUT_LIMIT: {
    stage: 'call',
    meaning: 'The command wrote more than maxOutputBytes and was stopped',
  },
  COMMAND_START_FAILED: { stage: 'call', meaning: 'The command could not be started (not executable, ...)' },
  CWD_INVALID: {
    stage: 'call',
    meaning: 'The working directory holds a NUL character',
    appliesTo: (tool) => tool.execution.cwd !== undefined,
  },
  CWD_NOT_ALLOWED: {
    stage: 'call',
    meaning: 'The working directory is outside the allowed folders',
    appliesTo: (tool) => tool.execution.cwd !== undefined && !tool.enableAnyPaths,
  },
  CWD_NOT_A_DIRECTORY: { stage: 'call', meaning: 'The working directory is not a directory' },
  CWD_NOT_FOUND: { stage: 'call', meaning: 'The working directory does not exist' },
  CWD_PERMISSION_DENIED: { stage: 'call', meaning: 'The working directory cannot be entered' },
} as const satisfies ErrorCodeList;

export type CliExecutorErrorCode = keyof typeof cliExecutorErrorCodes;
