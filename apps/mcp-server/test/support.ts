import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** The built bin under test. */
export const binPath = fileURLToPath(new URL('../dist/mci-mcp-server.js', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Everything written to stdout so far. */
  stdout(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the bin with `args` in `cwd`, stdio piped. Kill it in `afterEach` if the test did not end it. */
export function spawnServer(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] },
): ServerProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), binPath, ...args], {
    cwd: options.cwd,
    env: { ...process.env, MCI_AUTH_TOKEN: '', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  // No setEncoding: a client transport may read the same stream and needs Buffers.
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, stderr: () => stderr, stdout: () => stdout, exited };
}

/** Waits until stderr matches `pattern`; returns the match. */
export async function waitForStderr(server: ServerProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      () => {
        match = pattern.exec(server.stderr());
        return match !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return match as unknown as RegExpMatchArray;
}

/** Stops a server process still running at the end of a test. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/**
 * For a test file: a temp folder holding the fixture file, made once, and the list of servers its tests
 * start, each stopped after its test. `dir.path` is read inside tests.
 */
export function useFixtureFolder(): {
  readonly dir: { readonly path: string };
  readonly servers: ServerProcess[];
} {
  let temp: TempDir | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    temp = await createTempDir();
    await writeFixture(temp.path);
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await stopServer(server);
  });
  afterAll(() => temp?.remove());
  const dir = {
    get path(): string {
      if (temp === undefined) throw new Error('useFixtureFolder: the folder exists only while the tests run');
      return temp.path;
    },
  };
  return { dir, servers };
}
