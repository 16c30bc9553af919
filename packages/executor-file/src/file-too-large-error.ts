import { ToolExecutionError } from '@mci/schema';
import type { FileExecutorErrorCode } from './file-executor-error-codes.js';

/** A file tool's file is bigger than the executor's `maxFileBytes`. */
export class FileTooLargeError extends ToolExecutionError<FileExecutorErrorCode> {
  /** The path as the tool wrote it (rendered, secrets redacted). */
  readonly path: string;
  readonly limitBytes: number;

  constructor(fields: { path: string; limitBytes: number }) {
    const { path, limitBytes } = fields;
    super(`File "${path}" is larger than the limit of ${limitBytes} bytes (maxFileBytes)`, {
      code: 'FILE_TOO_LARGE',
    });
    this.path = path;
    this.limitBytes = limitBytes;
  }
}
