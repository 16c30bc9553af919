import { execFile } from 'node:child_process';
import { shellEnv } from '@mci/test-utils/shell-env';

export interface Node22Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `npx -y [-p package...] node@22 ...args` (the tools these tests use need Node 22; npx fetches it
 * from the npm registry once and caches it). Resolves with the exit code instead of rejecting on failure.
 */
export function runWithNode22(
  args: readonly string[],
  options: { cwd: string; packages?: readonly string[]; timeoutMs?: number },
): Promise<Node22Run> {
  const packages = options.packages ?? [];
  const npxArgs =
    packages.length === 0
      ? ['-y', 'node@22', ...args]
      : ['-y', '-p', 'node@22', ...packages.flatMap((name) => ['-p', name]), ...args];
  return new Promise((resolve) => {
    execFile(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      npxArgs,
      {
        cwd: options.cwd,
        env: shellEnv(),
        timeout: options.timeoutMs ?? 240_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
