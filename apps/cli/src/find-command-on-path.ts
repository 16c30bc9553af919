import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a command would be found when spawned without a shell: a path with a separator is taken relative
 * to `cwd`; a bare name is looked up in PATH (with PATHEXT endings on Windows). Undefined when not found.
 */
export function findCommandOnPath(
  command: string,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const endings = platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
  if (command.includes('/') || command.includes('\\')) {
    return endings.map((ending) => path.resolve(cwd, command + ending)).find(isRunnable);
  }
  const searchPath = env.PATH ?? env.Path ?? '';
  for (const directory of searchPath.split(path.delimiter).filter(Boolean)) {
    const found = endings.map((ending) => path.join(directory, command + ending)).find(isRunnable);
    if (found) return found;
  }
  return undefined;
}

function isRunnable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
