import { MciError } from './mci-error.js';

/** One stable error code: what it means and which execution types' calls can return it. */
export interface ErrorCodeInfo {
  /** As found in `MciError.code` and in an error result's `errorCode`, e.g. `PATH_NOT_ALLOWED`. */
  readonly code: string;
  /** One line for people. */
  readonly meaning: string;
  /** Execution types whose calls can return it (`text`, `http`, `cli`, `file`, `mcp`); `[]` = any tool. */
  readonly executionTypes: readonly string[];
  /**
   * `call`: an error result of a tool call can carry it. `load`: only `MCIClient.load`, the creation of an
   * executor, an app's start-up, an import or a bad `searchTools` option gives it (a broken file, setting or
   * option), never a call.
   */
  readonly stage: 'call' | 'load';
}

const any: readonly string[] = [];
/** The types whose config or content the client renders as templates (`mcp` passes arguments as they are). */
const templated: readonly string[] = ['text', 'http', 'cli', 'file'];

/**
 * Every code the MCI packages give their errors, sorted by code. An error result of `execute` carries one
 * of them as `errorCode`; codes of errors that `MCIClient.load` throws are listed too. Executors from
 * elsewhere may add their own.
 */
export const errorCodes: readonly ErrorCodeInfo[] = [
  {
    code: 'CALL_CANCELLED',
    stage: 'call',
    meaning: "The call's signal was aborted before the tool ran",
    executionTypes: any,
  },
  {
    code: 'CLIENT_CLOSED',
    stage: 'call',
    meaning: 'The tool was called after client.close()',
    executionTypes: any,
  },
  {
    code: 'COMMAND_CANCELLED',
    stage: 'call',
    meaning: 'The call was cancelled and the command stopped',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_FAILED',
    stage: 'call',
    meaning: 'The command ended with a non-zero exit code or a signal',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_INVALID',
    stage: 'call',
    meaning: 'The rendered command is empty or holds a NUL character',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_NOT_FOUND',
    stage: 'call',
    meaning: 'The command was not found on PATH',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_OUTPUT_LIMIT',
    stage: 'call',
    meaning: 'The command wrote more than maxOutputBytes and was stopped',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_START_FAILED',
    stage: 'call',
    meaning: 'The command could not be started (not executable, ...)',
    executionTypes: ['cli'],
  },
  {
    code: 'COMMAND_TIMEOUT',
    stage: 'call',
    meaning: 'The command ran longer than timeout_ms and was stopped',
    executionTypes: ['cli'],
  },
  {
    code: 'CONFIG_INVALID',
    stage: 'load',
    meaning: "An execution config does not match its type's schema",
    executionTypes: any,
  },
  {
    code: 'CWD_INVALID',
    stage: 'call',
    meaning: 'The working directory holds a NUL character',
    executionTypes: ['cli'],
  },
  {
    code: 'CWD_NOT_ALLOWED',
    stage: 'call',
    meaning: 'The working directory is outside the allowed folders',
    executionTypes: ['cli'],
  },
  {
    code: 'CWD_NOT_A_DIRECTORY',
    stage: 'call',
    meaning: 'The working directory is not a directory',
    executionTypes: ['cli'],
  },
  {
    code: 'CWD_NOT_FOUND',
    stage: 'call',
    meaning: 'The working directory does not exist',
    executionTypes: ['cli'],
  },
  {
    code: 'CWD_PERMISSION_DENIED',
    stage: 'call',
    meaning: 'The working directory cannot be entered',
    executionTypes: ['cli'],
  },
  {
    code: 'ENV_VARIABLE_NOT_SET',
    stage: 'call',
    meaning: "A placeholder reads an env variable that is not set (set it in .env or the host's env)",
    executionTypes: templated,
  },
  {
    code: 'EXECUTOR_NOT_FOUND',
    stage: 'load',
    meaning: 'No executor was passed for an execution type the file uses',
    executionTypes: any,
  },
  {
    code: 'FILE_INVALID_PATH',
    stage: 'call',
    meaning: 'The rendered path is not a usable path',
    executionTypes: ['file'],
  },
  {
    code: 'FILE_IS_DIRECTORY',
    stage: 'call',
    meaning: 'The path names a directory',
    executionTypes: ['file'],
  },
  { code: 'FILE_NOT_FOUND', stage: 'call', meaning: 'The file does not exist', executionTypes: ['file'] },
  {
    code: 'FILE_NOT_REGULAR',
    stage: 'call',
    meaning: 'The path names a device, socket or pipe',
    executionTypes: ['file'],
  },
  {
    code: 'FILE_NOT_TEXT',
    stage: 'call',
    meaning: 'The file is not valid UTF-8 text',
    executionTypes: ['file'],
  },
  {
    code: 'FILE_PERMISSION_DENIED',
    stage: 'call',
    meaning: 'The file cannot be read',
    executionTypes: ['file'],
  },
  {
    code: 'FILE_TEMPLATE_ERROR',
    stage: 'call',
    meaning: "The file's contents are not a valid template or fail to render",
    executionTypes: ['file'],
  },
  {
    code: 'FILE_TOO_LARGE',
    stage: 'call',
    meaning: 'The file is larger than the size limit',
    executionTypes: ['file'],
  },
  {
    code: 'FILE_UNREADABLE',
    stage: 'call',
    meaning: 'Reading the file failed for another reason',
    executionTypes: ['file'],
  },
  {
    code: 'HTTP_ABORTED',
    stage: 'call',
    meaning: 'The request was cancelled by the caller',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_EXECUTOR_CLOSED',
    stage: 'call',
    meaning: 'The HTTP executor was closed',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_INVALID_BODY',
    stage: 'call',
    meaning: 'A multipart file part or base64 body cannot be sent (unreadable file, invalid base64)',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_INVALID_HEADER',
    stage: 'call',
    meaning: 'A rendered header name or value is not valid',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_INVALID_PATH_PARAM',
    stage: 'call',
    meaning: "A pathParams value is missing, empty, '.' or '..'",
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_REDIRECT',
    stage: 'call',
    meaning: 'A redirect cannot be followed (too many, or not http(s))',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_REQUEST_FAILED',
    stage: 'call',
    meaning: 'The request failed before an answer (DNS, refused, reset, bad URL)',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_RESPONSE_TOO_LARGE',
    stage: 'call',
    meaning: 'The response body is larger than the size limit',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_STATUS',
    stage: 'call',
    meaning: 'The server answered with a status of 400 or more',
    executionTypes: ['http'],
  },
  {
    code: 'HTTP_TIMEOUT',
    stage: 'call',
    meaning: 'No complete answer within timeout_ms',
    executionTypes: ['http'],
  },
  {
    code: 'INVALID_INPUT',
    stage: 'call',
    meaning: "The props do not match the tool's inputSchema",
    executionTypes: any,
  },
  {
    code: 'INVALID_INPUT_SCHEMA',
    stage: 'call',
    meaning: "The tool's inputSchema is not valid JSON Schema or cannot be compiled (bad $ref or pattern)",
    executionTypes: any,
  },
  {
    code: 'INVALID_OPTIONS',
    stage: 'load',
    meaning: 'MCIClient.load got neither or both of schemaFilePath and schema',
    executionTypes: any,
  },
  {
    code: 'INVALID_OUTPUT',
    stage: 'call',
    meaning: "The output is not a JSON object matching the tool's outputSchema",
    executionTypes: any,
  },
  {
    code: 'INVALID_OUTPUT_SCHEMA',
    stage: 'call',
    meaning: "The tool's outputSchema is not valid JSON Schema or cannot be compiled (bad $ref or pattern)",
    executionTypes: any,
  },
  {
    code: 'INVALID_SEARCH_LIMIT',
    stage: 'load',
    meaning: 'client.searchTools was given a limit that is not a whole number of at least 1',
    executionTypes: any,
  },
  {
    code: 'MCI_ENV_FILE_UNREADABLE',
    stage: 'load',
    meaning: 'An env file given to an app (.env, .env.mci, --env-file) cannot be read',
    executionTypes: any,
  },
  {
    code: 'MCI_FILE_INVALID',
    stage: 'load',
    meaning: 'A file has errors; its diagnostics say where',
    executionTypes: any,
  },
  {
    code: 'MCI_INVALID_SETTING',
    stage: 'load',
    meaning: 'An executor setting is out of range or not a whole number',
    executionTypes: any,
  },
  {
    code: 'MCI_INVALID_TOOL_FILTER',
    stage: 'load',
    meaning: "A tool filter (--filter, or a toolset's filter) is malformed",
    executionTypes: any,
  },
  {
    code: 'MCI_SCHEMA_FILE_NOT_FOUND',
    stage: 'load',
    meaning: 'No MCI file was given and none was found in the folder',
    executionTypes: any,
  },
  {
    code: 'MCP_CALL_CANCELLED',
    stage: 'call',
    meaning: 'The call of the MCP tool was cancelled',
    executionTypes: ['mcp'],
  },
  {
    code: 'MCP_CALL_FAILED',
    stage: 'call',
    meaning: 'The MCP server could not be reached or did not answer the call',
    executionTypes: ['mcp'],
  },
  {
    code: 'MCP_CALL_TIMEOUT',
    stage: 'call',
    meaning: 'The MCP server did not answer within the call timeout',
    executionTypes: ['mcp'],
  },
  {
    code: 'MCP_SERVER_CONFIG_INVALID',
    stage: 'load',
    meaning: 'An mcp_servers entry cannot be used',
    executionTypes: ['mcp'],
  },
  {
    code: 'MCP_SERVER_NOT_CONFIGURED',
    stage: 'call',
    meaning: 'No loaded file declares the MCP server in mcp_servers',
    executionTypes: ['mcp'],
  },
  {
    code: 'MCP_SERVER_UNAVAILABLE',
    stage: 'load',
    meaning:
      "An MCP server's tools could not be fetched and no cache exists (fails the load with strictMcpServers; otherwise a warning)",
    executionTypes: any,
  },
  {
    code: 'MCP_TOOL_ERROR',
    stage: 'call',
    meaning: "The MCP server's tool answered with an error result",
    executionTypes: ['mcp'],
  },
  {
    code: 'OAUTH2_TOKEN_FAILED',
    stage: 'call',
    meaning: 'The OAuth2 token endpoint did not give a token',
    executionTypes: ['http'],
  },
  {
    code: 'OPENAPI_IMPORT_FAILED',
    stage: 'load',
    meaning: 'An OpenAPI document cannot be read, parsed or converted (mci import openapi)',
    executionTypes: any,
  },
  {
    code: 'PATH_NOT_ALLOWED',
    stage: 'call',
    meaning: 'The path is outside the allowed folders',
    executionTypes: ['file', 'http'],
  },
  {
    code: 'RATE_LIMITED',
    stage: 'call',
    meaning: 'A rate limit of the MCP server was exceeded; the call did not run (retry later)',
    executionTypes: any,
  },
  {
    code: 'TEMPLATE_INVALID_VALUE',
    stage: 'call',
    meaning: 'A value has the wrong kind where a template uses it',
    executionTypes: templated,
  },
  {
    code: 'TEMPLATE_LOOP_LIMIT_EXCEEDED',
    stage: 'call',
    meaning: 'A render ran more loop iterations than allowed',
    executionTypes: templated,
  },
  {
    code: 'TEMPLATE_NATIVE_PLACEHOLDER_INVALID',
    stage: 'call',
    meaning: 'A {!! !!} placeholder is malformed or not the whole string',
    executionTypes: templated,
  },
  {
    code: 'TEMPLATE_PATH_NOT_FOUND',
    stage: 'call',
    meaning: 'A path a template reads is not in the context',
    executionTypes: templated,
  },
  {
    code: 'TEMPLATE_SYNTAX_ERROR',
    stage: 'call',
    meaning: 'A template cannot be parsed',
    executionTypes: templated,
  },
  {
    code: 'TOOLSET_NOT_FOUND',
    stage: 'load',
    meaning: 'A toolset name matched nothing in the library folder',
    executionTypes: any,
  },
  {
    code: 'TOOLSET_OUTSIDE_LIBRARY',
    stage: 'load',
    meaning: 'A toolset name points outside the library folder',
    executionTypes: any,
  },
  {
    code: 'TOOL_EXECUTION_FAILED',
    stage: 'call',
    meaning: 'The executor failed without a more precise code',
    executionTypes: any,
  },
  {
    code: 'TOOL_NOT_FOUND',
    stage: 'call',
    meaning: 'No enabled tool has this name (thrown by execute)',
    executionTypes: any,
  },
  {
    code: 'UNEXPECTED_ERROR',
    stage: 'call',
    meaning: 'A failure that is not an MCI error (a bug in an executor)',
    executionTypes: any,
  },
];

const known = new Set(errorCodes.map((info) => info.code));

/**
 * The code an error result gets for a failure: the `code` of an `MciError` (an executor from elsewhere
 * may use its own), or a known code of an error from another copy of these packages (a templating error,
 * an `MciError` of a second `@mci/schema`), else `UNEXPECTED_ERROR`.
 */
export function errorCodeOf(error: unknown): string {
  if (MciError.isInstance(error)) return error.code;
  // `@mci/templating` depends on nothing, so its `TemplateError` is no `MciError`; its codes are listed.
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && known.has(code) ? code : 'UNEXPECTED_ERROR';
}
