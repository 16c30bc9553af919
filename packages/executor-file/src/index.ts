export { createFileExecutor, type FileExecutorSettings } from './create-file-executor.js';
export { FileReadError, type FileReadFailure } from './file-read-error.js';
export { FileTemplateError } from './file-template-error.js';
export { FileTooLargeError } from './file-too-large-error.js';
