export { collectErrorCodes, type ErrorCodeRow, type ErrorCodeSources } from './collect-error-codes.js';
export { compareDocuments, type DocumentDifference } from './compare-documents.js';
export { createToolSpecification, type ToolSpecificationOptions } from './create-tool-specification.js';
export { renderDiagnosticCodeTable } from './render-diagnostic-code-table.js';
export { renderErrorCodeTable } from './render-error-code-table.js';
export { renderToolSpecification } from './render-tool-specification.js';
export type {
  Idempotency,
  ParameterRow,
  SourceDocument,
  ToolCallRequest,
  ToolDocument,
  ToolOrigin,
  ToolSpecification,
} from './tool-specification.js';
