export { type CodeModeErrorCode, codeModeErrorCodes } from './code-mode-error-codes.js';
export { CodeRunError } from './code-run-error.js';
export { type CodeRunLimits, defaultCodeRunLimits } from './code-run-limits.js';
export { declareTools } from './declare-tools.js';
export { type ExecuteCodeOptions, executeCode } from './execute-code.js';
export { type CodeRunResult, type HostCallTool, type RunCodeOptions, runCode } from './run-code.js';
export type { HostTool } from './to-declared-tool.js';
export { type DeclaredTool, toolDeclarations } from './tool-declarations.js';
