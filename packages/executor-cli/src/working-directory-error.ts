import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The codes a `WorkingDirectoryError` can carry: each names one way the directory cannot be used. */
type WorkingDirectoryErrorCode = Extract<
  CliExecutorErrorCode,
  'CWD_NOT_ALLOWED' | 'CWD_NOT_FOUND' | 'CWD_NOT_A_DIRECTORY' | 'CWD_PERMISSION_DENIED' | 'CWD_INVALID'
>;

/**
 * The working directory of a cli tool is outside the allowed folders, missing, not a directory, cannot be
 * entered or holds a NUL; `code` says which.
 */
export class WorkingDirectoryError extends ToolExecutionError<WorkingDirectoryErrorCode> {
  /** The directory as the tool wrote it (rendered, secrets redacted). */
  readonly path: string;
  /** The folders the tool may use; filled when `code` is `CWD_NOT_ALLOWED`. */
  readonly allowedDirectories: readonly string[];

  constructor(
    fields: { path: string; code: WorkingDirectoryErrorCode },
    options?: { allowedDirectories?: readonly string[]; cause?: unknown },
  ) {
    const { path, code } = fields;
    const allowedDirectories = options?.allowedDirectories ?? [];
    super(describe(path, code, allowedDirectories), { code, cause: options?.cause });
    this.path = path;
    this.allowedDirectories = allowedDirectories;
  }
}

function describe(path: string, code: WorkingDirectoryErrorCode, allowed: readonly string[]): string {
  switch (code) {
    case 'CWD_NOT_ALLOWED':
      return (
        `Working directory "${path}" is outside the allowed directories (${allowed.join(', ')}); ` +
        'add its folder to directoryAllowList, or set enableAnyPaths on the tool'
      );
    case 'CWD_NOT_FOUND':
      return `Working directory "${path}" does not exist`;
    case 'CWD_NOT_A_DIRECTORY':
      return `Working directory "${path}" is not a directory`;
    case 'CWD_PERMISSION_DENIED':
      return `Permission denied using working directory "${path}"`;
    case 'CWD_INVALID':
      return `Working directory "${path.replaceAll('\0', '\\0')}" contains a NUL character`;
  }
}
