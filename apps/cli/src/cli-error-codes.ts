import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the `mci` command line: what each means and when it comes. */
export const cliErrorCodes = {
  CLI_FAILED: {
    stage: 'load',
    meaning: 'A command could not do its work (a file it cannot read or write, ...)',
  },
  CLI_USAGE: {
    stage: 'load',
    meaning: 'The command line is malformed (an unknown option, a bad value, ...)',
  },
} as const satisfies ErrorCodeList;

export type CliErrorCode = keyof typeof cliErrorCodes;
