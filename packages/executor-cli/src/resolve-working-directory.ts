import { stat } from 'node:fs/promises';
import { PathNotAllowedError, resolveAllowedPath } from '@mci/executor-kit';
import type { ExecutionContext } from '@mci/schema';
import { WorkingDirectoryError } from './working-directory-error.js';

/**
 * The real path of the folder a command runs in: the rendered `cwd` (relative to the folder of the file
 * that declared the tool), or that folder itself when `cwd` is not given. Symlinks are resolved before
 * the path policy is checked; the folder must exist. `redact` hides the call's secrets in errors.
 */
export async function resolveWorkingDirectory(
  cwd: string | undefined,
  context: ExecutionContext,
  redact: (text: string) => string,
): Promise<string> {
  const writtenPath = cwd === undefined ? context.pathPolicy.baseDir : context.renderString(cwd);
  const shownPath = redact(writtenPath);
  if (writtenPath.includes('\0')) throw new WorkingDirectoryError({ path: shownPath, code: 'CWD_INVALID' });
  let realPath: string;
  try {
    realPath = await resolveAllowedPath(context.pathPolicy, writtenPath);
  } catch (error) {
    if (!PathNotAllowedError.isInstance(error)) throw error;
    throw new WorkingDirectoryError(
      { path: shownPath, code: 'CWD_NOT_ALLOWED' },
      {
        allowedDirectories: error.allowedDirectories,
        cause: error,
      },
    );
  }
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(realPath)).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') {
      throw new WorkingDirectoryError({ path: shownPath, code: 'CWD_PERMISSION_DENIED' }, { cause: error });
    }
    throw new WorkingDirectoryError({ path: shownPath, code: 'CWD_NOT_FOUND' }, { cause: error });
  }
  if (!isDirectory) throw new WorkingDirectoryError({ path: shownPath, code: 'CWD_NOT_A_DIRECTORY' });
  return realPath;
}
