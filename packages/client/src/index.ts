export type { ExecutionResult } from '@mci/schema';
export { type AnswerSearchToolsOptions, answerSearchTools, type FoundTool } from './answer-search-tools.js';
export { ClientClosedError } from './client-closed-error.js';
export { type ClientErrorCode, clientErrorCodes } from './client-error-codes.js';
export {
  createLexicalRanker,
  type LexicalRankerSettings,
  type ToolField,
} from './create-lexical-ranker.js';
export { createTextExecutor } from './create-text-executor.js';
export { EnvVariableNotSetError, type EnvVariableUse } from './env-variable-not-set-error.js';
export { ExecutorNotFoundError } from './executor-not-found-error.js';
export { findCloseNames } from './find-close-names.js';
export { importOptionalPackage } from './import-optional-package.js';
export { InvalidInputError } from './invalid-input-error.js';
export { InvalidSearchLimitError } from './invalid-search-limit-error.js';
export { MCIClient } from './mci-client.js';
export type { MCIClientOptions } from './mci-client-options.js';
export { OptionalPackageMissingError } from './optional-package-missing-error.js';
export { OutputSelectError } from './output-select-error.js';
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
export type { Tool, ToolSource } from './tool.js';
export { ToolNotFoundError } from './tool-not-found-error.js';
export type { SearchToolsOptions, ToolMatch, ToolRanker, ToolScorer } from './tool-ranker.js';
