import type { ErrorCodeList } from '@mci/schema';

/**
 * The codes of the errors of `@mci/executor-kit`: the failures every executor shares (cancelled, timed
 * out, closed), one code each, and those of its helpers. What each means and when it comes.
 */
export const executorKitErrorCodes = {
  CALL_CANCELLED: {
    stage: 'call',
    meaning: "The call's signal was aborted (the caller cancelled it); the executor stopped what it ran",
    executionTypes: [],
  },
  CALL_TIMEOUT: {
    stage: 'call',
    meaning: 'The call ran longer than its timeout (timeout_ms) and was stopped',
  },
  EXECUTOR_CLOSED: {
    stage: 'call',
    meaning: 'The executor was closed (client.close()); it runs no more calls',
  },
  INVALID_SETTING: {
    stage: 'load',
    meaning: 'An executor setting is out of range or not a whole number',
  },
  PATH_NOT_ALLOWED: {
    stage: 'call',
    meaning: 'The path is outside the allowed folders',
    appliesTo: (tool) => !tool.enableAnyPaths,
  },
} as const satisfies ErrorCodeList;

export type ExecutorKitErrorCode = keyof typeof executorKitErrorCodes;
