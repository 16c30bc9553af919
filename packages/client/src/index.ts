export type { ExecutionResult } from '@mci/schema';
export { ClientClosedError } from './client-closed-error.js';
export { type ClientErrorCode, clientErrorCodes } from './client-error-codes.js';
export {
  createLexicalRanker,
  type LexicalRankerSettings,
  type ToolField,
} from './create-lexical-ranker.js';
export { EnvVariableNotSetError, type EnvVariableUse } from './env-variable-not-set-error.js';
export { ExecutorNotFoundError } from './executor-not-found-error.js';
export { InvalidInputError } from './invalid-input-error.js';
export { InvalidSearchLimitError } from './invalid-search-limit-error.js';
export { MCIClient } from './mci-client.js';
export type { MCIClientOptions } from './mci-client-options.js';
export { OptionalPackageMissingError } from './optional-package-missing-error.js';
export { OutputSelectError } from './output-select-error.js';
export type { Tool, ToolSource } from './tool.js';
export { ToolNotFoundError } from './tool-not-found-error.js';
export type { SearchToolsOptions, ToolMatch, ToolRanker, ToolScorer } from './tool-ranker.js';
