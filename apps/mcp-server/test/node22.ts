import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { shellEnv } from '@mci/test-utils/shell-env';

export interface Node22Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function exec(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Node22Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env, timeout: options.timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const searchPaths = new Map<string, Promise<string>>();

/**
 * The PATH under which `node` is Node 22 and the given packages' commands are found. One `npx` run per set
 * of packages (npx fetches them from the npm registry once and caches them; --prefer-offline reuses that
 * cache without asking the registry again, which costs minutes on some networks).
 */
function node22SearchPath(packages: readonly string[], cwd: string): Promise<string> {
  const key = packages.join(' ');
  let found = searchPaths.get(key);
  if (found === undefined) {
    const npxArgs = ['--prefer-offline', '-y', ...['node@22', ...packages].flatMap((name) => ['-p', name])];
    const print = ['node', '-e', 'process.stdout.write(process.env.PATH)'];
    found = exec(process.platform === 'win32' ? 'npx.cmd' : 'npx', [...npxArgs, ...print], {
      cwd,
      env: shellEnv(),
      timeoutMs: 240_000,
    }).then((run) => {
      if (run.code !== 0) throw new Error(`npx could not provide Node 22: ${run.stderr.slice(-2000)}`);
      return run.stdout;
    });
    searchPaths.set(key, found);
  }
  return found;
}

function which(command: string, searchPath: string): string {
  for (const folder of searchPath.split(path.delimiter)) {
    const candidate = path.join(folder, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  throw new Error(`${command} is not on the PATH npx gave`);
}

/**
 * Runs `command ...args` with Node 22 first on the PATH and the given packages' commands on it (the tools
 * these tests use need Node 22). Resolves with the exit code instead of rejecting on failure.
 */
export async function runWithNode22(
  command: string,
  args: readonly string[],
  options: { cwd: string; packages?: readonly string[]; timeoutMs?: number },
): Promise<Node22Run> {
  const searchPath = await node22SearchPath(options.packages ?? [], options.cwd);
  return exec(which(command, searchPath), args, {
    cwd: options.cwd,
    env: { ...shellEnv(), PATH: searchPath },
    timeoutMs: options.timeoutMs ?? 240_000,
  });
}
