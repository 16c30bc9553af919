/**
 * The second entry, `@mci/client/internal`: the pieces of the client that the MCP server, the adapters,
 * the tool documentation and the command line compose (the two tools of search mode and their answers,
 * close-name suggestions, the built-in `text` executor). Not for general use: its surface follows what
 * those packages need.
 */

export { type AnswerSearchToolsOptions, answerSearchTools, type FoundTool } from './answer-search-tools.js';
export { createTextExecutor } from './create-text-executor.js';
export { findCloseNames } from './find-close-names.js';
export {
  callToolName,
  defaultSearchLimit,
  maxSearchLimit,
  type SearchToolDefinition,
  searchToolDefinitions,
  searchToolsName,
} from './search-tool-definitions.js';
