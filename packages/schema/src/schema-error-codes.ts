import type { ErrorCodeList } from './error-code-info.js';

/** The codes of the errors of `@mci/schema`: what each means and when it comes. */
export const schemaErrorCodes = {
  CONFIG_INVALID: { stage: 'load', meaning: "An execution config does not match its type's schema" },
  FILE_INVALID: {
    stage: 'load',
    meaning: 'A file has errors; its diagnostics say where and what, each with a diagnostic code',
  },
  INVALID_TOOL_FILTER: {
    stage: 'load',
    meaning: "A tool filter (--filter, or a toolset's filter) is malformed",
  },
  TOOL_EXECUTION_FAILED: { stage: 'call', meaning: 'The executor failed without a more precise code' },
} as const satisfies ErrorCodeList;

export type SchemaErrorCode = keyof typeof schemaErrorCodes;
