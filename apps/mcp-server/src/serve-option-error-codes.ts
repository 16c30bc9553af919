import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the serve flags (of `mci-mcp-server` and `mci run`): what each means and when it comes. */
export const serveOptionErrorCodes = {
  INVALID_SERVE_OPTION: {
    stage: 'load',
    meaning: 'A serve option of mci run or mci-mcp-server is out of range or malformed',
  },
} as const satisfies ErrorCodeList;

export type ServeOptionErrorCode = keyof typeof serveOptionErrorCodes;
