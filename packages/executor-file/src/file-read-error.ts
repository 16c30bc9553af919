import { ToolExecutionError } from '@mci/schema';
import type { FileExecutorErrorCode } from './file-executor-error-codes.js';

/** The way reading a file failed; each has its own `code`. */
export type FileReadFailure =
  | 'not-found'
  | 'directory'
  | 'not-regular-file'
  | 'permission-denied'
  | 'not-text'
  | 'invalid-path'
  | 'unreadable';

const codes: Record<FileReadFailure, FileExecutorErrorCode> = {
  'not-found': 'FILE_NOT_FOUND',
  directory: 'FILE_IS_DIRECTORY',
  'not-regular-file': 'FILE_NOT_REGULAR',
  'permission-denied': 'FILE_PERMISSION_DENIED',
  'not-text': 'FILE_NOT_TEXT',
  'invalid-path': 'FILE_INVALID_PATH',
  unreadable: 'FILE_UNREADABLE',
};

/**
 * A file tool could not read its file. `path` is the path as the tool wrote it (rendered, secrets
 * redacted); a missing file also names the absolute path looked for.
 */
export class FileReadError extends ToolExecutionError<FileExecutorErrorCode> {
  readonly path: string;
  readonly failure: FileReadFailure;
  /** The operating system's error code (`EIO`, ...) when `failure` is `unreadable`. */
  readonly systemCode: string | undefined;

  /** For a missing file, the absolute path that was looked for (redacted by the client like the rest). */
  readonly resolvedPath: string | undefined;

  constructor(
    fields: { path: string; failure: FileReadFailure; resolvedPath?: string },
    options?: { systemCode?: string; cause?: unknown },
  ) {
    const { path, failure, resolvedPath } = fields;
    const message = describe(path, failure, options?.systemCode);
    const lookedFor =
      failure === 'not-found' && resolvedPath !== undefined ? ` (looked for ${resolvedPath})` : '';
    super(`${message}${lookedFor}`, { code: codes[failure], cause: options?.cause });
    this.path = path;
    this.resolvedPath = resolvedPath;
    this.failure = failure;
    this.systemCode = options?.systemCode;
  }
}

function describe(path: string, failure: FileReadFailure, systemCode: string | undefined): string {
  switch (failure) {
    case 'not-found':
      return `File "${path}" does not exist`;
    case 'directory':
      return `Path "${path}" is a directory, not a file`;
    case 'not-regular-file':
      return `Path "${path}" is not a regular file`;
    case 'permission-denied':
      return `Permission denied reading file "${path}"`;
    case 'not-text':
      return (
        `File "${path}" is neither UTF-8 text nor a supported image or audio file ` +
        '(png, jpeg, gif, webp, wav, mp3, ogg)'
      );
    case 'invalid-path':
      return `Path "${path.replaceAll('\0', '\\0')}" contains a NUL character`;
    case 'unreadable':
      return `File "${path}" could not be read (${systemCode ?? 'unknown error'})`;
  }
}
