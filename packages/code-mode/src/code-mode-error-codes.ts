import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of code mode: what each means and when it comes. */
export const codeModeErrorCodes = {
  CODE_CANCELLED: {
    stage: 'call',
    meaning: 'The code run was cancelled; its running tool calls were cancelled too',
  },
  CODE_COMPUTE_LIMIT: {
    stage: 'call',
    meaning: 'The code computed longer at a stretch than allowed, without waiting for a tool call',
  },
  CODE_MEMORY_LIMIT: { stage: 'call', meaning: 'The code used more memory than its sandbox allows' },
  CODE_NEVER_SETTLED: {
    stage: 'call',
    meaning: 'The code waited on a promise that nothing could settle any more (no tool call was running)',
  },
  CODE_OUTPUT_LIMIT: { stage: 'call', meaning: 'The code printed or returned more characters than allowed' },
  CODE_SYNTAX_ERROR: { stage: 'call', meaning: 'The code is not valid JavaScript or TypeScript' },
  CODE_THREW: {
    stage: 'call',
    meaning: 'The code threw an error (or any other value) that it did not catch',
  },
  CODE_TIMEOUT: { stage: 'call', meaning: 'The code ran longer than its time limit' },
  CODE_TOOL_CALL_LIMIT: { stage: 'call', meaning: 'The code made more tool calls than one run may make' },
  TOOL_FORBIDDEN: {
    stage: 'call',
    meaning: "A tool called from code is not allowed by the caller's scopes (an error the code can catch)",
  },
} as const satisfies ErrorCodeList;

export type CodeModeErrorCode = keyof typeof codeModeErrorCodes;
