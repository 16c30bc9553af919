/** One code a diagnostic of a loaded file can carry, with its severity and what it means. */
export interface DiagnosticCodeInfo {
  /** `either`: an error in some loads and a warning in others (the meaning says when). */
  readonly severity: 'error' | 'warning' | 'either';
  /** One line for people. */
  readonly meaning: string;
}

/**
 * Every code of an `MciDiagnostic`, in the style of the error codes (and, where a diagnostic reports the
 * failure of an error, that error's code), so a host switches on one kind of code. `docs/error-codes.md`
 * lists them.
 */
export const diagnosticCodes = {
  // Reading the text.
  JSON_SYNTAX: { severity: 'error', meaning: 'The JSON text cannot be parsed' },
  YAML_SYNTAX: { severity: 'error', meaning: 'The YAML text cannot be parsed (or an alias has no anchor)' },
  YAML_WARNING: {
    severity: 'warning',
    meaning: 'The YAML parser warns about the text (an unknown tag, ...)',
  },
  DUPLICATE_KEY: { severity: 'error', meaning: 'An object has the same key twice' },
  // Checking the document against the schema.
  INVALID_TYPE: {
    severity: 'error',
    meaning: 'A value has the wrong type (a number where text is expected, ...)',
  },
  INVALID_VALUE: { severity: 'error', meaning: 'A value is not one of those allowed' },
  INVALID_FORMAT: { severity: 'error', meaning: 'A string does not have the expected format' },
  INVALID_UNION: { severity: 'error', meaning: 'A value matches more than one of the allowed forms' },
  MISSING_FIELD: { severity: 'error', meaning: 'A required field is missing' },
  TOO_SMALL: { severity: 'error', meaning: 'A number, text or list is below its minimum' },
  TOO_BIG: { severity: 'error', meaning: 'A number, text or list is above its maximum' },
  NOT_ALLOWED: {
    severity: 'error',
    meaning: 'A field is not allowed here (a main-file field in a toolset file)',
  },
  UNKNOWN_FIELD: {
    severity: 'warning',
    meaning: 'A field the schema does not know is ignored (the message suggests the closest known one)',
  },
  SCHEMA_VERSION_NUMBER: {
    severity: 'warning',
    meaning: 'schemaVersion is the number 1.0, not the string "1.0"; it is accepted as "1.0"',
  },
  MORE_ERRORS: { severity: 'error', meaning: 'Counts the errors of a file left out after its first 100' },
  MORE_WARNINGS: {
    severity: 'warning',
    meaning: 'Counts the warnings of a file left out after its first 100',
  },
  // Loading the files and tools (MCIClient.load).
  FILE_UNREADABLE: {
    severity: 'error',
    meaning: 'A file cannot be read (not found, a folder, no permission)',
  },
  FILE_EXTENSION_UNSUPPORTED: {
    severity: 'error',
    meaning: 'The main file does not end in .json, .yaml or .yml',
  },
  EXECUTOR_UNSUPPORTED: {
    severity: 'error',
    meaning: 'A passed executor implements another specification, or lacks close() or errorCodes',
  },
  DUPLICATE_EXECUTOR: { severity: 'error', meaning: 'Two executors of one execution type were passed' },
  EXECUTOR_NOT_FOUND: {
    severity: 'error',
    meaning: 'No executor was passed for an execution type the file uses (or for its mcp_servers)',
  },
  CONFIG_INVALID: { severity: 'error', meaning: "An execution config does not match its type's schema" },
  TEMPLATE_SYNTAX_ERROR: {
    severity: 'error',
    meaning: "A template of the tool's execution cannot be parsed",
  },
  DUPLICATE_TOOL: { severity: 'error', meaning: 'Two enabled tools have the same name' },
  INVALID_INPUT_SCHEMA: {
    severity: 'error',
    meaning: "The tool's inputSchema cannot be compiled (checked at load with checkSchemas: 'load')",
  },
  INVALID_OUTPUT_SCHEMA: {
    severity: 'error',
    meaning: "The tool's outputSchema cannot be compiled (checked at load with checkSchemas: 'load')",
  },
  INVALID_OUTPUT_SELECT: {
    severity: 'error',
    meaning: "The tool's output.select is not a valid JMESPath expression",
  },
  OUTPUT_SELECT_ARGUMENT_TAKEN: {
    severity: 'error',
    meaning: "The tool's output.selectArgument is already a property of its inputSchema",
  },
  TOOLSET_NOT_FOUND: { severity: 'error', meaning: 'A toolset name matched nothing in the library folder' },
  TOOLSET_OUTSIDE_LIBRARY: { severity: 'error', meaning: 'A toolset name points outside the library folder' },
  TOOLSET_EMPTY: {
    severity: 'warning',
    meaning: 'A toolset folder holds no .mci.json, .mci.yaml or .mci.yml file',
  },
  FILTER_UNMATCHED: {
    severity: 'warning',
    meaning: "A toolset's filterValue names tools the toolset does not declare",
  },
  // MCP servers (mcp_servers).
  MCP_SERVER_CONFIG_INVALID: { severity: 'error', meaning: 'An mcp_servers entry cannot be used' },
  MCP_SERVER_UNAVAILABLE: {
    severity: 'either',
    meaning:
      "An MCP server's tools could not be fetched and no cache exists: a warning that leaves its tools out, an error with strictMcpServers",
  },
  MCP_SERVERS_FAILED: { severity: 'error', meaning: 'Loading mcp_servers failed for another reason' },
  INVALID_MCP_TOOL: {
    severity: 'error',
    meaning: 'A tool an MCP server listed (or its cache file holds) does not match the tool schema',
  },
  MCP_CACHE_CORRUPT: {
    severity: 'warning',
    meaning: "An MCP server's cache file cannot be used and is ignored",
  },
  MCP_CACHE_MISSING: {
    severity: 'warning',
    meaning: 'Offline, and an MCP server has no usable cache file: its tools are not loaded',
  },
  MCP_CACHE_STALE: {
    severity: 'warning',
    meaning: "An MCP server's expired cache is used (offline, or fetching its tools failed)",
  },
  MCP_CACHE_WRITE_FAILED: {
    severity: 'warning',
    meaning: "An MCP server's fetched tools are used but could not be written to its cache file",
  },
  // Checks of `mci validate`.
  MISSING_DESCRIPTION: { severity: 'warning', meaning: 'mci validate: a tool has no description' },
  NON_PORTABLE_TOOL_NAME: {
    severity: 'warning',
    meaning: 'mci validate: a tool name that some model providers refuse',
  },
  ENV_VARIABLE_NOT_SET: {
    severity: 'warning',
    meaning: 'mci validate: a file uses an env variable that is not set',
  },
  COMMAND_NOT_FOUND: { severity: 'warning', meaning: "mci validate: a cli tool's command is not on PATH" },
  FILE_NOT_FOUND: { severity: 'warning', meaning: "mci validate: a file tool's path does not exist" },
  URL_WITHOUT_SCHEME: {
    severity: 'warning',
    meaning: "mci validate: an http tool's URL has no http:// or https://",
  },
  MCP_COMMAND_NOT_FOUND: {
    severity: 'warning',
    meaning: "mci validate: an MCP server's command is not on PATH",
  },
} as const satisfies Readonly<Record<string, DiagnosticCodeInfo>>;

export type DiagnosticCode = keyof typeof diagnosticCodes;

/** Whether `code` is a code of `diagnosticCodes` (an error's code may be, when a diagnostic reports it). */
export function isDiagnosticCode(code: string): code is DiagnosticCode {
  return Object.hasOwn(diagnosticCodes, code);
}
