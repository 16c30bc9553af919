import { ToolExecutionError } from '@mci/schema';
import type { FileExecutorErrorCode } from './file-executor-error-codes.js';

/** The contents of a file tool's file are not a valid template, or rendering them failed. */
export class FileTemplateError extends ToolExecutionError<FileExecutorErrorCode> {
  /** The path as the tool wrote it (rendered, secrets redacted). */
  readonly path: string;

  constructor(fields: { path: string; reason: string }, options?: { cause?: unknown }) {
    const { path, reason } = fields;
    super(`Template error in file "${path}": ${reason}`, {
      code: 'FILE_TEMPLATE_ERROR',
      cause: options?.cause,
    });
    this.path = path;
  }
}
