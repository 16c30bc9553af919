import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built bin the tests run, as users do. */
export const mciBin = fileURLToPath(new URL('../dist/mci.js', import.meta.url));

export interface MciRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunMciOptions {
  readonly cwd: string;
  /** Added to (or, with undefined, removed from) the test process's environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Runs `node dist/mci.js ...args` and collects its output; never rejects on a non-zero exit. */
export function runMci(args: readonly string[], options: RunMciOptions): Promise<MciRun> {
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mciBin, ...args], { cwd: options.cwd, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Writes files (path relative to `root` -> content; objects are written as JSON). */
export async function writeFiles(
  root: string,
  files: Readonly<Record<string, string | object>>,
): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
}

/** Matches ANSI escape sequences (colours, cursor moves). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape codes is the point
export const ansiPattern = /\u001b\[[0-9;?]*[A-Za-z]/;
