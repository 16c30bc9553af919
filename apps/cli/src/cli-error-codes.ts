import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the `mci` command line: what each means and when it comes. */
export const cliErrorCodes = {
  CLI_FAILED: {
    stage: 'load',
    meaning: 'A command could not do its work (a file it cannot read or write, ...)',
  },
  INVALID_SERVE_OPTION: {
    stage: 'load',
    meaning: 'A serve option of mci run or mci-mcp-server is out of range or malformed',
  },
  CLI_USAGE: {
    stage: 'load',
    meaning: 'The command line is malformed (an unknown option, a bad value, ...)',
  },
} as const satisfies ErrorCodeList;

export type CliErrorCode = keyof typeof cliErrorCodes;
