import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of `@mci/host`: what each means and when it comes. */
export const hostErrorCodes = {
  ENV_FILE_UNREADABLE: {
    stage: 'load',
    meaning: 'An env file given to an app (.env, .env.mci, --env-file) cannot be read',
  },
  MAIN_FILE_NOT_FOUND: {
    stage: 'load',
    meaning: 'No MCI file was given and none was found in the folder',
  },
} as const satisfies ErrorCodeList;

export type HostErrorCode = keyof typeof hostErrorCodes;
