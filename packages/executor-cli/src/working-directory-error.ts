import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The way a cli tool's working directory cannot be used; each has its own `code`. */
export type WorkingDirectoryFailure =
  | 'not-allowed'
  | 'not-found'
  | 'not-a-directory'
  | 'permission-denied'
  | 'invalid';

const codes: Record<WorkingDirectoryFailure, CliExecutorErrorCode> = {
  'not-allowed': 'CWD_NOT_ALLOWED',
  'not-found': 'CWD_NOT_FOUND',
  'not-a-directory': 'CWD_NOT_A_DIRECTORY',
  'permission-denied': 'CWD_PERMISSION_DENIED',
  invalid: 'CWD_INVALID',
};

/** The working directory of a cli tool is outside the allowed folders, missing, not a directory, or holds a NUL. */
export class WorkingDirectoryError extends ToolExecutionError<CliExecutorErrorCode> {
  /** The directory as the tool wrote it (rendered, secrets redacted). */
  readonly path: string;
  readonly failure: WorkingDirectoryFailure;
  /** The folders the tool may use; filled when `failure` is `not-allowed`. */
  readonly allowedDirectories: readonly string[];

  constructor(
    fields: { path: string; failure: WorkingDirectoryFailure },
    options?: { allowedDirectories?: readonly string[]; cause?: unknown },
  ) {
    const { path, failure } = fields;
    const allowedDirectories = options?.allowedDirectories ?? [];
    super(describe(path, failure, allowedDirectories), { code: codes[failure], cause: options?.cause });
    this.path = path;
    this.failure = failure;
    this.allowedDirectories = allowedDirectories;
  }
}

function describe(path: string, failure: WorkingDirectoryFailure, allowed: readonly string[]): string {
  switch (failure) {
    case 'not-allowed':
      return (
        `Working directory "${path}" is outside the allowed directories (${allowed.join(', ')}); ` +
        'add its folder to directoryAllowList, or set enableAnyPaths on the tool'
      );
    case 'not-found':
      return `Working directory "${path}" does not exist`;
    case 'not-a-directory':
      return `Working directory "${path}" is not a directory`;
    case 'permission-denied':
      return `Permission denied using working directory "${path}"`;
    case 'invalid':
      return `Working directory "${path.replaceAll('\0', '\\0')}" contains a NUL character`;
  }
}
