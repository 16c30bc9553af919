/** One stable error code that a tool call's error result can carry, with its meaning. */
export interface ErrorCodeInfo {
  /** The code, e.g. `PATH_NOT_ALLOWED`. */
  readonly code: string;
  /** One line for people. */
  readonly meaning: string;
  /** Execution types whose calls can return it ('text', 'http', 'cli', 'file', 'mcp'); [] = any tool. */
  readonly executionTypes: readonly string[];
}

const rendered = ['text', 'http', 'cli', 'file'];

/** The one table of the codes a call's error result can carry, sorted by code. */
export const errorCodes: readonly ErrorCodeInfo[] = Object.freeze(
  (
    [
      { code: 'CLIENT_CLOSED', meaning: 'The MCI client was closed before the call.', executionTypes: [] },
      { code: 'COMMAND_CANCELLED', meaning: 'The caller cancelled the command.', executionTypes: ['cli'] },
      {
        code: 'COMMAND_FAILED',
        meaning: 'The command exited with a non-zero code or was ended by a signal.',
        executionTypes: ['cli'],
      },
      {
        code: 'COMMAND_INVALID',
        meaning: 'The rendered command is empty, or it or an argument holds a NUL character.',
        executionTypes: ['cli'],
      },
      {
        code: 'COMMAND_NOT_FOUND',
        meaning: 'The command is not installed or not on PATH.',
        executionTypes: ['cli'],
      },
      {
        code: 'COMMAND_OUTPUT_LIMIT',
        meaning: 'The command wrote more output than the executor allows; it was stopped.',
        executionTypes: ['cli'],
      },
      {
        code: 'COMMAND_START_FAILED',
        meaning: 'The command exists but could not be started (not executable, ...).',
        executionTypes: ['cli'],
      },
      {
        code: 'COMMAND_TIMEOUT',
        meaning: 'The command ran longer than its timeout_ms; its process tree was killed.',
        executionTypes: ['cli'],
      },
      {
        code: 'CWD_INVALID',
        meaning: 'The working directory holds a NUL character.',
        executionTypes: ['cli'],
      },
      {
        code: 'CWD_NOT_ALLOWED',
        meaning: 'The working directory is outside the allowed folders.',
        executionTypes: ['cli'],
      },
      {
        code: 'CWD_NOT_A_DIRECTORY',
        meaning: 'The working directory is not a directory.',
        executionTypes: ['cli'],
      },
      { code: 'CWD_NOT_FOUND', meaning: 'The working directory does not exist.', executionTypes: ['cli'] },
      {
        code: 'CWD_PERMISSION_DENIED',
        meaning: 'The working directory cannot be used (permission denied).',
        executionTypes: ['cli'],
      },
      {
        code: 'FILE_INVALID_PATH',
        meaning: 'The file path holds a NUL character.',
        executionTypes: ['file'],
      },
      {
        code: 'FILE_IS_DIRECTORY',
        meaning: 'The path is a directory, not a file.',
        executionTypes: ['file'],
      },
      { code: 'FILE_NOT_FOUND', meaning: 'The file does not exist.', executionTypes: ['file'] },
      {
        code: 'FILE_NOT_REGULAR',
        meaning: 'The path is not a regular file (a device, a socket, ...).',
        executionTypes: ['file'],
      },
      {
        code: 'FILE_NOT_TEXT',
        meaning: 'The file is neither UTF-8 text nor a supported image or audio file.',
        executionTypes: ['file'],
      },
      {
        code: 'FILE_PERMISSION_DENIED',
        meaning: 'The file cannot be read (permission denied).',
        executionTypes: ['file'],
      },
      {
        code: 'FILE_TEMPLATE_ERROR',
        meaning: "The file's content is not a valid template, or reads a value that is missing.",
        executionTypes: ['file'],
      },
      {
        code: 'FILE_TOO_LARGE',
        meaning: 'The file is larger than the executor allows.',
        executionTypes: ['file'],
      },
      {
        code: 'FILE_UNREADABLE',
        meaning: 'The file could not be read (an I/O error).',
        executionTypes: ['file'],
      },
      { code: 'HTTP_ABORTED', meaning: 'The caller cancelled the request.', executionTypes: ['http'] },
      {
        code: 'HTTP_EXECUTOR_CLOSED',
        meaning: 'The HTTP executor was closed before the call.',
        executionTypes: ['http'],
      },
      {
        code: 'HTTP_INVALID_HEADER',
        meaning: 'A rendered header name or value is not allowed (such as a line break).',
        executionTypes: ['http'],
      },
      {
        code: 'HTTP_REDIRECT',
        meaning: 'A redirect could not be followed (too many, or not http/https).',
        executionTypes: ['http'],
      },
      {
        code: 'HTTP_REQUEST_FAILED',
        meaning: 'The request could not be sent or got no response (bad URL, DNS, connection).',
        executionTypes: ['http'],
      },
      {
        code: 'HTTP_RESPONSE_TOO_LARGE',
        meaning: 'The response body is larger than the executor allows.',
        executionTypes: ['http'],
      },
      {
        code: 'HTTP_STATUS',
        meaning: 'The server answered with a status of 400 or more; metadata.status_code has it.',
        executionTypes: ['http'],
      },
      { code: 'HTTP_TIMEOUT', meaning: 'No complete response within timeout_ms.', executionTypes: ['http'] },
      {
        code: 'INVALID_INPUT',
        meaning: "The arguments do not match the tool's inputSchema; the message names the property.",
        executionTypes: [],
      },
      {
        code: 'MCP_CALL_CANCELLED',
        meaning: 'The caller cancelled the call to the MCP server.',
        executionTypes: ['mcp'],
      },
      {
        code: 'MCP_CALL_FAILED',
        meaning: 'The MCP server could not be reached or the call failed without a result.',
        executionTypes: ['mcp'],
      },
      {
        code: 'MCP_CALL_TIMEOUT',
        meaning: 'The MCP server did not answer in time.',
        executionTypes: ['mcp'],
      },
      {
        code: 'MCP_SERVER_NOT_CONFIGURED',
        meaning: 'No loaded file declares the MCP server of the tool.',
        executionTypes: ['mcp'],
      },
      {
        code: 'OAUTH2_TOKEN_FAILED',
        meaning: 'No OAuth2 access token could be obtained from the token URL.',
        executionTypes: ['http'],
      },
      {
        code: 'PATH_NOT_ALLOWED',
        meaning: 'The file is outside the allowed folders (directoryAllowList, enableAnyPaths).',
        executionTypes: ['file'],
      },
      {
        code: 'TEMPLATE_INVALID_VALUE',
        meaning: 'A value has the wrong kind where a template uses it (such as a range bound).',
        executionTypes: rendered,
      },
      {
        code: 'TEMPLATE_LOOP_LIMIT_EXCEEDED',
        meaning: 'A template ran more loop iterations than allowed.',
        executionTypes: ['text'],
      },
      {
        code: 'TEMPLATE_PATH_NOT_FOUND',
        meaning: 'A template reads a value that is not there (a missing argument or env variable).',
        executionTypes: rendered,
      },
      {
        code: 'TOOL_EXECUTION_FAILED',
        meaning: 'The executor failed without a more precise code.',
        executionTypes: [],
      },
    ] satisfies ErrorCodeInfo[]
  ).map((info) => Object.freeze({ ...info, executionTypes: Object.freeze([...info.executionTypes]) })),
);
