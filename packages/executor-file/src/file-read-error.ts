import { ToolExecutionError } from '@mci/schema';
import type { FileExecutorErrorCode } from './file-executor-error-codes.js';

/** The codes a `FileReadError` can carry: each names one way reading a file failed. */
type FileReadErrorCode = Extract<
  FileExecutorErrorCode,
  | 'FILE_NOT_FOUND'
  | 'FILE_IS_DIRECTORY'
  | 'FILE_NOT_REGULAR'
  | 'FILE_PERMISSION_DENIED'
  | 'FILE_NOT_TEXT'
  | 'FILE_INVALID_PATH'
  | 'FILE_UNREADABLE'
>;

/**
 * A file tool could not read its file; `code` says how. `path` is the path as the tool wrote it
 * (rendered, secrets redacted); a missing file also names the absolute path looked for.
 */
export class FileReadError extends ToolExecutionError<FileReadErrorCode> {
  readonly path: string;
  /** The operating system's error code (`EIO`, ...) when `code` is `FILE_UNREADABLE`. */
  readonly systemCode: string | undefined;

  /** For a missing file, the absolute path that was looked for (redacted by the client like the rest). */
  readonly resolvedPath: string | undefined;

  constructor(
    fields: { path: string; code: FileReadErrorCode; resolvedPath?: string },
    options?: { systemCode?: string; cause?: unknown },
  ) {
    const { path, code, resolvedPath } = fields;
    const message = describe(path, code, options?.systemCode);
    const lookedFor =
      code === 'FILE_NOT_FOUND' && resolvedPath !== undefined ? ` (looked for ${resolvedPath})` : '';
    super(`${message}${lookedFor}`, { code, cause: options?.cause });
    this.path = path;
    this.resolvedPath = resolvedPath;
    this.systemCode = options?.systemCode;
  }
}

function describe(path: string, code: FileReadErrorCode, systemCode: string | undefined): string {
  switch (code) {
    case 'FILE_NOT_FOUND':
      return `File "${path}" does not exist`;
    case 'FILE_IS_DIRECTORY':
      return `Path "${path}" is a directory, not a file`;
    case 'FILE_NOT_REGULAR':
      return `Path "${path}" is not a regular file`;
    case 'FILE_PERMISSION_DENIED':
      return `Permission denied reading file "${path}"`;
    case 'FILE_NOT_TEXT':
      return (
        `File "${path}" is neither UTF-8 text nor a supported image or audio file ` +
        '(png, jpeg, gif, webp, wav, mp3, ogg)'
      );
    case 'FILE_INVALID_PATH':
      return `Path "${path.replaceAll('\0', '\\0')}" contains a NUL character`;
    case 'FILE_UNREADABLE':
      return `File "${path}" could not be read (${systemCode ?? 'unknown error'})`;
  }
}
