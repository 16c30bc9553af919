/**
 * The second entry, `@mci/client/internal`: the pieces of the client that the MCP server, the adapters,
 * code mode, the tool documentation and the command line compose (the tools of search and code mode and
 * their answers, `call_tool` resolution, the one error-to-result function, close-name suggestions, the
 * built-in `text` executor, loading optional packages). Not for general use: its surface follows what
 * those packages need.
 */

export { type AnswerSearchToolsOptions, answerSearchTools, type FoundTool } from './answer-search-tools.js';
export { createTextExecutor } from './create-text-executor.js';
export { findCloseNames } from './find-close-names.js';
export { importOptionalPackage } from './import-optional-package.js';
export { resolveCallTool } from './resolve-call-tool.js';
export {
  callToolName,
  codeModeToolDefinitions,
  defaultSearchLimit,
  executeToolName,
  maxSearchLimit,
  type SearchToolDefinition,
  searchToolDefinitions,
  searchToolsName,
} from './search-tool-definitions.js';
export { toErrorResult } from './to-error-result.js';
