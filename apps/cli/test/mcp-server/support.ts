import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** The built bin under test. */
export const binPath = fileURLToPath(new URL('../../dist/mci-mcp-server.js', import.meta.url));

/** A cli tool script: writes its pid to `<tag>.pid`, sleeps `ms`, prints `slept <ms>`. */
const sleeper = `
const fs = require('node:fs');
const [ms, tag] = process.argv.slice(2);
fs.writeFileSync(tag + '.pid', String(process.pid));
setTimeout(() => process.stdout.write('slept ' + ms), Number(ms));
`;

export interface FixtureTool {
  name: string;
  [key: string]: unknown;
}

/** The tools of the fixture: a text, a file and two cli tools, and one tagged `internal`. */
export function fixtureTools(): FixtureTool[] {
  return [
    {
      name: 'greet',
      description: 'Greets someone',
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      execution: { type: 'text', text: 'Hello {{props.name}}!' },
    },
    {
      name: 'read_note',
      description: 'Reads the note',
      execution: { type: 'file', path: './note.txt' },
    },
    {
      name: 'node_version',
      description: 'Prints the Node.js version',
      execution: {
        type: 'cli',
        command: process.execPath,
        args: ['-e', 'process.stdout.write(process.version)'],
      },
    },
    {
      name: 'sleep',
      description: 'Sleeps',
      inputSchema: {
        type: 'object',
        properties: { ms: { type: 'integer' }, tag: { type: 'string' } },
        required: ['ms', 'tag'],
      },
      execution: {
        type: 'cli',
        command: process.execPath,
        args: ['sleeper.cjs', '{{props.ms}}', '{{props.tag}}'],
        timeout_ms: 120_000,
      },
    },
    {
      name: 'internal_secret',
      description: 'Not for everyone',
      tags: ['internal'],
      execution: { type: 'text', text: 'secret' },
    },
  ];
}

/** Writes `mci.json` (with `tools`), `note.txt` and the sleeper script into `dir`; returns the file path. */
export async function writeFixture(dir: string, tools: FixtureTool[] = fixtureTools()): Promise<string> {
  const file = path.join(dir, 'mci.json');
  await writeFile(file, JSON.stringify({ schemaVersion: '1.0', tools }, null, 2));
  await writeFile(path.join(dir, 'note.txt'), 'Note: {{props.missing | "nothing"}} to add.');
  await writeFile(path.join(dir, 'sleeper.cjs'), sleeper);
  return file;
}

/** The pid a sleeper call wrote, once it is there. */
export async function sleeperPid(dir: string, tag: string): Promise<number> {
  const file = path.join(dir, `${tag}.pid`);
  let pid = 0;
  await expect
    .poll(
      async () => {
        pid = Number(await readFile(file, 'utf8').catch(() => '0'));
        return pid;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
