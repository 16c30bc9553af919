export { createFileExecutor } from './create-file-executor.js';
export { type FileExecutorErrorCode, fileExecutorErrorCodes } from './file-executor-error-codes.js';
export type { FileExecutorSettings } from './file-executor-settings.js';
export { FileReadError } from './file-read-error.js';
export { FileTemplateError } from './file-template-error.js';
export { FileTooLargeError } from './file-too-large-error.js';
