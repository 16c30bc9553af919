import type { ErrorCodeInfo, ErrorCodeList } from '@mci/schema';
import { templatingErrorCodes } from '@mci/templating';

/** The execution types whose configs are rendered through the call's context (`renderValue`, ...). */
const renderedTypes = ['text', 'http', 'cli', 'file'];

/**
 * The codes of the template engine, which the context the client gives each call renders with: executors
 * need not declare them.
 */
export const renderErrorCodes = forRenderedTypes(templatingErrorCodes);

function forRenderedTypes<T extends ErrorCodeList>(list: T): { [K in keyof T]: T[K] & ErrorCodeInfo } {
  const entries = Object.entries(list).map(([code, info]) => [
    code,
    { ...info, executionTypes: renderedTypes },
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: T[K] & ErrorCodeInfo };
}

/** The codes of the errors of `@mci/client`: what each means and when it comes. */
export const clientErrorCodes = {
  ...renderErrorCodes,
  CLIENT_CLOSED: { stage: 'call', meaning: 'The tool was called after client.close()' },
  ENV_VARIABLE_NOT_SET: {
    stage: 'call',
    meaning: "A placeholder reads an env variable that is not set (set it in .env or the host's env)",
    executionTypes: renderedTypes,
  },
  EXECUTOR_NOT_FOUND: {
    stage: 'load',
    meaning: 'No executor was passed for an execution type the file uses',
  },
  INVALID_INPUT: { stage: 'call', meaning: "The props do not match the tool's inputSchema" },
  INVALID_INPUT_SCHEMA: {
    stage: 'call',
    meaning: "The tool's inputSchema is not valid JSON Schema or cannot be compiled (bad $ref or pattern)",
    appliesTo: (tool) => tool.inputSchema !== undefined,
  },
  INVALID_SEARCH_LIMIT: {
    stage: 'load',
    meaning: 'client.searchTools was given a limit that is not a whole number of at least 1',
  },
  INVALID_OPTIONS: {
    stage: 'load',
    meaning: 'MCIClient.load got neither or both of schemaFilePath and schema',
  },
  INVALID_OUTPUT: {
    stage: 'call',
    meaning: "The output is not a JSON object matching the tool's outputSchema",
    appliesTo: (tool) => tool.outputSchema !== undefined,
  },
  INVALID_OUTPUT_SCHEMA: {
    stage: 'call',
    meaning: "The tool's outputSchema is not valid JSON Schema or cannot be compiled (bad $ref or pattern)",
    appliesTo: (tool) => tool.outputSchema !== undefined,
  },
  OUTPUT_SELECT_FAILED: {
    stage: 'call',
    meaning:
      "A JMESPath expression of the tool's output (select, or its select argument) failed on the answer",
    appliesTo: (tool) => tool.output !== undefined,
  },
  TOOLSET_NOT_FOUND: { stage: 'load', meaning: 'A toolset name matched nothing in the library folder' },
  TOOLSET_OUTSIDE_LIBRARY: { stage: 'load', meaning: 'A toolset name points outside the library folder' },
  TOOL_NOT_FOUND: { stage: 'call', meaning: 'No enabled tool has this name (thrown by execute)' },
  UNEXPECTED_ERROR: { stage: 'call', meaning: 'A failure that is not an MCI error (a bug in an executor)' },
} as const satisfies ErrorCodeList;

export type ClientErrorCode = keyof typeof clientErrorCodes;
