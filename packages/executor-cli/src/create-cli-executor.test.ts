import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MCIClient } from '@mci/client';
import { InvalidSettingError } from '@mci/executor-kit';
import type { ExecutionResult } from '@mci/schema';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CliExecutorSettings, createCliExecutor } from './index.js';

const probe = fileURLToPath(new URL('./__fixtures__/probe.mjs', import.meta.url));
const exitWhileRunning = fileURLToPath(new URL('./__fixtures__/exit-while-running.mjs', import.meta.url));
const node = process.execPath;

const inputSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    count: { type: 'number' },
    options: { type: 'object' },
    dir: { type: 'string' },
    flag: {},
    size: {},
    missing: { type: 'string' },
  },
};

let root: TempDir;
let outside: TempDir;
let project: string;

beforeEach(async () => {
  root = await createTempDir();
  outside = await createTempDir();
  project = path.join(root.path, 'project');
  await mkdir(path.join(project, 'sub'), { recursive: true });
});

afterEach(async () => {
  await root.remove();
  await outside.remove();
});

interface LoadOptions {
  tool?: Record<string, unknown>;
  schema?: Record<string, unknown>;
  settings?: CliExecutorSettings;
  env?: Record<string, string>;
}

async function loadClient(execution: Record<string, unknown>, options: LoadOptions = {}): Promise<MCIClient> {
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      ...options.schema,
      tools: [{ name: 'run', inputSchema, execution: { type: 'cli', ...execution }, ...options.tool }],
    },
    baseDir: project,
    env: options.env ?? {},
    executors: [createCliExecutor(options.settings)],
  });
}

async function run(
  execution: Record<string, unknown>,
  props: Record<string, unknown> = {},
  options: LoadOptions & { signal?: AbortSignal } = {},
): Promise<ExecutionResult> {
  const client = await loadClient(execution, options);
  try {
    return await client.execute('run', props, { signal: options.signal });
  } finally {
    await client.close();
  }
}

/** Runs the probe in `argv` mode and returns what it saw. */
async function probeArgv(
  execution: Record<string, unknown>,
  props: Record<string, unknown> = {},
  options: LoadOptions = {},
): Promise<{ argv: string[]; cwd: string; hasPath: boolean; env: string | null }> {
  const { args = [], ...rest } = execution as { args?: string[] };
  return JSON.parse(
    textOf(await run({ command: node, args: [probe, 'argv', ...args], ...rest }, props, options)),
  );
}

function textOf(result: ExecutionResult): string {
  expect(result.isError, result.error).toBe(false);
  const [item] = result.content;
  if (item?.type !== 'text') throw new Error(`expected text content, got ${JSON.stringify(item)}`);
  return item.text;
}

function errorOf(result: ExecutionResult): string {
  expect(result.isError).toBe(true);
  return result.error ?? '';
}

describe('arguments reach the command literally, never through a shell', () => {
  it.each([
    '; rm -rf /',
    '$(whoami)',
    '`id`',
    '&& echo pwned',
    '| cat /etc/passwd',
    '> /tmp/owned',
    '\'quoted\' "double" \\back',
    '*',
    'line one\nline two',
    '--help',
  ])('%j', async (attack) => {
    const seen = await probeArgv({ args: ['fixed', '{{props.text}}', 'x{{props.text}}x'] }, { text: attack });
    expect(seen.argv).toEqual(['fixed', attack, `x${attack}x`]);
  });

  it('renders placeholders in the command itself', async () => {
    const result = await run({ command: '{{props.text}}', args: [probe, 'echo', 'ok'] }, { text: node });
    expect(textOf(result)).toBe('ok');
  });

  it('turns a native value into its JSON text', async () => {
    const seen = await probeArgv(
      { args: ['{!! props.count !!}', '{!! props.options !!}'] },
      { count: 3, options: { a: [1] } },
    );
    expect(seen.argv).toEqual(['3', '{"a":[1]}']);
  });

  it('leaves out an argument that is exactly one absent optional placeholder', async () => {
    const seen = await probeArgv({ args: ['a', '{{props.missing}}', '--name={{props.missing}}', 'b'] });
    expect(seen.argv).toEqual(['a', '--name=', 'b']);
  });
});

describe('flags', () => {
  const flags = {
    '-i': { from: 'props.flag', type: 'boolean' },
    '--size': { from: 'props.size', type: 'value' },
  };

  it('adds a boolean flag for a truthy value and a value flag as two arguments, after args', async () => {
    const seen = await probeArgv({ args: ['first'], flags }, { flag: true, size: 'big; rm -rf /' });
    expect(seen.argv).toEqual(['first', '-i', '--size', 'big; rm -rf /']);
  });

  it.each([false, 'false', 'FALSE', '0', 0, '', null, []])(
    'leaves out a boolean flag whose value is %j',
    async (flag) => {
      expect((await probeArgv({ flags }, { flag })).argv).toEqual([]);
    },
  );

  it.each(['true', 'yes', '1', 1, ['x']])('adds a boolean flag whose value is %j', async (flag) => {
    expect((await probeArgv({ flags }, { flag })).argv).toEqual(['-i']);
  });

  it('adds nothing for absent values', async () => {
    expect((await probeArgv({ flags })).argv).toEqual([]);
  });

  it('gives a value flag its value as text, and repeats it for each item of an array', async () => {
    expect((await probeArgv({ flags }, { size: 10 })).argv).toEqual(['--size', '10']);
    expect((await probeArgv({ flags }, { size: ['a', 'b c'] })).argv).toEqual([
      '--size',
      'a',
      '--size',
      'b c',
    ]);
    expect((await probeArgv({ flags }, { size: false })).argv).toEqual(['--size', 'false']);
  });

  it('reads flag values from input, env and nested paths', async () => {
    const seen = await probeArgv(
      {
        flags: {
          '--debug': { from: 'env.MCI_DEBUG', type: 'boolean' },
          '--first': { from: 'input.size.0', type: 'value' },
          '--bare': { from: 'flag', type: 'value' },
        },
      },
      { size: ['one', 'two'], flag: 'plain' },
      { env: { MCI_DEBUG: '1' } },
    );
    expect(seen.argv).toEqual(['--debug', '--first', 'one', '--bare', 'plain']);
  });

  it('reads from the first alternative that resolves, with the path rules of templates', async () => {
    const fallbacks = {
      '--size': { from: "props.size | env.MCI_SIZE | 'medium'", type: 'value' },
      '-i': { from: 'props.flag | env.MCI_FLAG', type: 'boolean' },
      '--second': { from: 'input.size.1 | input.size.01', type: 'value' },
    };
    const env = { env: { MCI_SIZE: 'large', MCI_FLAG: 'true' } };
    expect((await probeArgv({ flags: fallbacks }, { size: 'small' }, env)).argv).toEqual([
      '--size',
      'small',
      '-i',
    ]);
    expect((await probeArgv({ flags: fallbacks }, { flag: false }, env)).argv).toEqual(['--size', 'large']);
    expect((await probeArgv({ flags: fallbacks }, {})).argv).toEqual(['--size', 'medium']);
    // Like `{{ }}`, an index is canonical (`01` is no index) and a string has no children.
    expect((await probeArgv({ flags: fallbacks }, { size: ['a', 'b'] })).argv).toEqual([
      '--size',
      'a',
      '--size',
      'b',
      '--second',
      'b',
    ]);
    expect((await probeArgv({ flags: fallbacks }, { size: 'ab' })).argv).toEqual(['--size', 'ab']);
  });

  it('refuses at load a from that is not a path expression, naming the field', async () => {
    const load = loadClient({
      command: node,
      flags: {
        '-i': { from: 'props.flag |', type: 'boolean' },
        '--ok': { from: 'props.size', type: 'value' },
      },
    });
    await expect(load).rejects.toThrow(
      /tools\[0\]\.execution\.flags\["?-i"?\]\.from.*expected a path or a quoted literal after '\|'/,
    );
  });
});

describe('working directory', () => {
  it('defaults to the folder of the file that declared the tool', async () => {
    expect((await probeArgv({})).cwd).toBe(project);
  });

  it('resolves a relative cwd against that folder, with placeholders', async () => {
    expect((await probeArgv({ cwd: './{{props.dir}}' }, { dir: 'sub' })).cwd).toBe(path.join(project, 'sub'));
  });

  it('refuses a cwd that climbs out of the folder', async () => {
    const result = await run({ command: node, args: [probe, 'argv'], cwd: '{{props.dir}}' }, { dir: '..' });
    expect(errorOf(result)).toContain('Working directory ".." is outside the allowed directories');
  });

  it('refuses a symlink inside the folder that points outside it', async () => {
    await symlink(outside.path, path.join(project, 'escape'));
    const result = await run({ command: node, args: [probe, 'argv'], cwd: './escape' });
    expect(errorOf(result)).toContain('Working directory "./escape" is outside the allowed directories');
  });

  it('allows a folder of directoryAllowList', async () => {
    const seen = await probeArgv(
      { cwd: outside.path },
      {},
      { schema: { directoryAllowList: [outside.path] } },
    );
    expect(seen.cwd).toBe(await realpath(outside.path));
  });

  it('refuses a folder name holding a NUL character', async () => {
    const result = await run(
      { command: node, args: [probe, 'argv'], cwd: '{{props.dir}}' },
      { dir: 'sub\0x' },
    );
    expect(errorOf(result)).toBe('Working directory "sub\\0x" contains a NUL character');
  });

  it('refuses a missing folder and a file', async () => {
    await writeFile(path.join(project, 'file.txt'), 'x');
    const missing = await run({ command: node, args: [probe, 'argv'], cwd: './nope' });
    expect(errorOf(missing)).toBe('Working directory "./nope" does not exist');
    const file = await run({ command: node, args: [probe, 'argv'], cwd: './file.txt' });
    expect(errorOf(file)).toBe('Working directory "./file.txt" is not a directory');
  });
});

describe('results', () => {
  it('returns stdout as written, trailing newline kept, with the spec metadata', async () => {
    const result = await run({ command: node, args: [probe, 'echo', 'Hello, World! ✓\n'] });
    expect(result).toEqual({
      isError: false,
      content: [{ type: 'text', text: 'Hello, World! ✓\n' }],
      metadata: {
        exit_code: 0,
        stdout_bytes: Buffer.byteLength('Hello, World! ✓\n'),
        stderr_bytes: 5,
        stderr: 'note',
      },
    });
  });

  it('reports a non-zero exit with stderr in the message and stdout in the metadata', async () => {
    const result = await run({ command: node, args: [probe, 'fail', '3', 'permission denied'] });
    expect(result.error).toBe('Command exited with code 3: permission denied');
    expect(result.metadata).toEqual({
      exit_code: 3,
      stdout_bytes: 15,
      stderr_bytes: 18,
      stderr: 'permission denied',
      stdout: 'partial output\n',
    });
  });

  it('reports a command ended by a signal it got elsewhere', async () => {
    const result = await run({ command: node, args: [probe, 'signal'] });
    expect(result.error).toBe('Command was ended by signal SIGKILL');
    expect(result.metadata).toMatchObject({ exit_code: null, stdout_bytes: 0, stderr_bytes: 0 });
  });

  const nothingRan = { exit_code: null, stdout_bytes: 0, stderr_bytes: 0, stderr: '', stdout: '' };

  it('says when a command is not on PATH, or not at the path given', async () => {
    const onPath = await run({ command: 'mci-no-such-command-4f2a' });
    expect(errorOf(onPath)).toBe('Command "mci-no-such-command-4f2a" was not found on PATH');
    expect(onPath.metadata).toEqual(nothingRan);
    const atPath = await run({ command: './bin/missing-tool' });
    expect(errorOf(atPath)).toBe('Command "./bin/missing-tool" was not found');
    expect(atPath.metadata).toEqual(nothingRan);
  });

  it('says when a command cannot be started', async () => {
    await writeFile(path.join(project, 'not-executable.sh'), 'echo hi\n');
    await chmod(path.join(project, 'not-executable.sh'), 0o644);
    const result = await run({ command: './not-executable.sh' });
    expect(errorOf(result)).toBe('Command "./not-executable.sh" could not be started (EACCES)');
    expect(result.metadata).toEqual(nothingRan);
  });

  it('refuses an empty command and NUL characters before running anything', async () => {
    const empty = await run({ command: '{{props.text}}' }, { text: '' });
    expect(errorOf(empty)).toBe('The command is empty after rendering; nothing was run');
    const inCommand = await run({ command: '{{props.text}}' }, { text: 'ls\0rm' });
    expect(errorOf(inCommand)).toBe('The command contains a NUL character after rendering; nothing was run');
    const inArgument = await run(
      { command: node, args: [probe, 'argv'], flags: { '--name': { from: 'props.text', type: 'value' } } },
      { text: 'a\0b' },
    );
    expect(errorOf(inArgument)).toBe('Argument 4 contains a NUL character after rendering; nothing was run');
  });

  it('gives the command an empty, closed stdin', async () => {
    expect(textOf(await run({ command: node, args: [probe, 'stdin'], timeout_ms: 10_000 }))).toBe(
      '0 bytes on stdin\n',
    );
  });

  it('passes the parent environment on, but not the env given to the client', async () => {
    const seen = await probeArgv({}, {}, { env: { MCI_PROBE_ENV: 'client only' } });
    expect(seen).toMatchObject({ hasPath: true, env: null });
  });

  it('never shows the value of an env variable the tool uses', async () => {
    const result = await run(
      { command: node, args: [probe, 'fail', '1', 'bad token {{env.API_TOKEN}}'] },
      {},
      { env: { API_TOKEN: 'tok-51d9' } },
    );
    expect(result.error).toBe('Command exited with code 1: bad token ***');
    expect(JSON.stringify(result)).not.toContain('tok-51d9');
  });

  it.each(['env.API_TOKEN', "props.token | env.API_TOKEN | 'none'"])(
    'never shows the value of an env variable a flag reads (from %j)',
    async (from) => {
      const result = await run(
        { command: node, args: [probe, 'fail', '1'], flags: { '--token': { from, type: 'value' } } },
        {},
        { env: { API_TOKEN: 'tok-77c3' } },
      );
      // The probe writes its arguments after the exit code (here the flag and its value) to stderr.
      expect(result.error).toBe('Command exited with code 1: --token ***');
      expect(JSON.stringify(result)).not.toContain('tok-77c3');
    },
  );

  it('refuses settings out of range', () => {
    expect(() => createCliExecutor({ maxOutputBytes: 0 })).toThrow(
      'Setting maxOutputBytes must be an integer of at least 1, got 0.',
    );
    expect(() => createCliExecutor({ killGraceMs: -1 })).toThrow(InvalidSettingError);
  });
});

describe('stopping commands', () => {
  it('kills the whole process tree on timeout and reports what was collected', async () => {
    const result = await run(
      { command: node, args: [probe, 'grandchild'], timeout_ms: 5000 },
      {},
      { settings: { killGraceMs: 200 } },
    );
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: `The call of tool "run" timed out after 5000 ms (command ${JSON.stringify(node)}).`,
    });
    const stdout = String(result.metadata?.stdout);
    expect(result.metadata).toMatchObject({
      exit_code: null,
      stdout_bytes: Buffer.byteLength(stdout),
      stderr_bytes: 0,
    });
    const pids = stdout.trim().split(' ').map(Number);
    expect(pids).toHaveLength(2);
    // The grandchild ignores SIGTERM: only the SIGKILL to the process group ends it.
    for (const pid of pids) await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 10_000 });
  });

  it('treats timeout_ms 0 as no timeout', async () => {
    expect(textOf(await run({ command: node, args: [probe, 'wait', '200'], timeout_ms: 0 }))).toBe('done\n');
  });

  it.each(['stdout', 'stderr'])(
    'stops a flood on %s without holding more than maxOutputBytes',
    async (stream) => {
      const limit = 1024 * 1024;
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const result = await run(
        { command: node, args: [probe, 'flood', stream], timeout_ms: 0 },
        {},
        { settings: { maxOutputBytes: limit } },
      ).finally(() => clearInterval(sampler));
      expect(result.error).toBe(
        `Command wrote more than ${limit} bytes to ${stream} (maxOutputBytes), so it was stopped`,
      );
      const kept = String(result.metadata?.[stream]);
      expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(limit);
      expect(result.metadata?.[`${stream}_bytes`]).toBeGreaterThan(limit);
      expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    },
  );

  it('kills the command when the caller aborts', async () => {
    const pidFile = path.join(root.path, 'sleep.pid');
    const controller = new AbortController();
    const pending = run(
      { command: node, args: [probe, 'sleep', pidFile], timeout_ms: 0 },
      {},
      { signal: controller.signal },
    );
    const pid = Number(await waitForFile(pidFile));
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({
      errorCode: 'CALL_CANCELLED',
      error: `The call of tool "run" was cancelled (command ${JSON.stringify(node)}): This operation was aborted.`,
    });
    expect(result.metadata).toMatchObject({ exit_code: null, stdout: 'started\n' });
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 10_000 });
  });

  it('kills running commands when the client closes', async () => {
    const pidFile = path.join(root.path, 'sleep.pid');
    const client = await loadClient({ command: node, args: [probe, 'sleep', pidFile], timeout_ms: 0 });
    const pending = client.execute('run');
    const pid = Number(await waitForFile(pidFile));
    await client.close();
    expect((await pending).errorCode).toBe('EXECUTOR_CLOSED');
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 10_000 });
  });

  it('kills running commands when Node exits', async () => {
    const pidFile = path.join(root.path, 'sleep.pid');
    await promisify(execFile)(node, [exitWhileRunning, probe, pidFile], { timeout: 15_000 });
    const pid = Number(await readFile(pidFile, 'utf8'));
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 10_000 });
  });
});

describe('system commands', () => {
  it.skipIf(!findOnPath('echo'))('runs echo with a shell-looking argument as plain text', async () => {
    const result = await run({ command: 'echo', args: ['hi', '{{props.text}}'] }, { text: '$(whoami) `id`' });
    expect(textOf(result)).toBe('hi $(whoami) `id`\n');
  });

  it.skipIf(!findOnPath('sleep'))('times out sleep', async () => {
    const result = await run({ command: 'sleep', args: ['30'], timeout_ms: 300 });
    expect(result).toMatchObject({
      errorCode: 'CALL_TIMEOUT',
      error: 'The call of tool "run" timed out after 300 ms (command "sleep").',
    });
    expect(result.metadata).toEqual({
      exit_code: null,
      stdout_bytes: 0,
      stderr_bytes: 0,
      stderr: '',
      stdout: '',
    });
  });
});

function findOnPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => existsSync(path.join(folder, command)));
}

/** Whether a process exists and is not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  try {
    // /proc/<pid>/stat: "pid (name) state ..."; Z is a zombie.
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The contents of a file some process is about to write. */
async function waitForFile(file: string): Promise<string> {
  return vi.waitFor(() => readFile(file, 'utf8'), { timeout: 15_000, interval: 20 });
}
