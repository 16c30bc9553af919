export type { ImportedTool } from './build-tool.js';
export type { OpenApiEnvVariable } from './create-auth-resolver.js';
export {
  type ImportedToolset,
  type ImportOpenApiOptions,
  type ImportOpenApiResult,
  importOpenApi,
  type OpenApiImportReport,
  type OperationReport,
  type SkippedOperation,
} from './import-open-api.js';
export { type OpenApiErrorCode, openApiErrorCodes } from './open-api-error-codes.js';
export { OpenApiImportError } from './open-api-import-error.js';
