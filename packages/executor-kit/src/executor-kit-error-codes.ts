import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the helpers of `@mci/executor-kit`: what each means and when it comes. */
export const executorKitErrorCodes = {
  EXECUTOR_CLOSED: {
    stage: 'call',
    meaning: 'The executor was closed (client.close()); it runs no more calls',
  },
  MCI_INVALID_SETTING: {
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
