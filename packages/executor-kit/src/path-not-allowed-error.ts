import { MciError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/** A file or working directory outside the folders a tool may use. */
export class PathNotAllowedError extends MciError<ExecutorKitErrorCode> {
  readonly path: string;
  readonly allowedDirectories: readonly string[];

  constructor(fields: { path: string; allowedDirectories: readonly string[] }) {
    const { path, allowedDirectories } = fields;
    super(
      'PATH_NOT_ALLOWED',
      `Path "${path}" is outside the allowed directories (${allowedDirectories.join(', ')}). ` +
        'Add its folder to directoryAllowList, or set enableAnyPaths on the tool.',
    );
    this.path = path;
    this.allowedDirectories = allowedDirectories;
  }
}
