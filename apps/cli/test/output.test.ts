import { readFileSync } from 'node:fs';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from '../src/index.js';
import { listFixture } from './fixtures.js';
import { ansiPattern, runMci, writeFiles } from './run-mci.js';

function memoryIo(cwd: string, isTTY: boolean, env: Record<string, string | undefined>, columns = 60) {
  const written = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: { write: (text: string) => (written.stdout += text), isTTY, columns },
    stderr: { write: (text: string) => (written.stderr += text), isTTY: false },
    env,
    cwd,
  };
  return { io, written };
}

describe('output', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-output-');
    await writeFiles(temp.path, listFixture);
  });
  afterAll(() => temp.remove());

  it('has no ANSI codes when not on a terminal', async () => {
    const runs = await Promise.all([
      runMci(['list'], { cwd: temp.path }),
      runMci(['validate'], { cwd: temp.path }),
      runMci(['call', 'nope'], { cwd: temp.path }),
      runMci(['bogus'], { cwd: temp.path }),
      runMci(['--help'], { cwd: temp.path }),
    ]);
    for (const run of runs) {
      expect(run.stdout + run.stderr).not.toMatch(ansiPattern);
    }
  });

  it('colours a terminal, cuts descriptions to its width, and stops colouring with NO_COLOR', async () => {
    const coloured = memoryIo(temp.path, true, { PATH: process.env.PATH });
    expect(await runCli(['list'], coloured.io)).toBe(0);
    expect(coloured.written.stdout).toMatch(ansiPattern);
    for (const line of coloured.written.stdout
      .replace(new RegExp(ansiPattern, 'g'), '')
      .trimEnd()
      .split('\n')) {
      expect(line.length).toBeLessThanOrEqual(60);
    }
    expect(coloured.written.stdout).toContain('…');

    const plain = memoryIo(temp.path, true, { PATH: process.env.PATH, NO_COLOR: '1' });
    expect(await runCli(['list'], plain.io)).toBe(0);
    expect(plain.written.stdout).not.toMatch(ansiPattern);
    expect(plain.written.stdout).toContain('alpha');
  });

  it('keeps tool names whole on a narrow terminal and cuts the descriptions instead', async () => {
    const name = `repos_create-or-update-environment-secret-for-an-organization-${'x'.repeat(10)}`;
    const folder = await createTempDir('mci-cli-output-names-');
    try {
      await writeFiles(folder.path, {
        'mci.json': {
          schemaVersion: '1.0',
          tools: [{ name, description: 'd'.repeat(100), execution: { type: 'text', text: 'x' } }],
        },
      });
      const narrow = memoryIo(folder.path, true, { PATH: process.env.PATH, NO_COLOR: '1' }, 120);
      expect(await runCli(['list'], narrow.io)).toBe(0);
      const row = narrow.written.stdout.split('\n')[1] ?? '';
      expect(row.startsWith(`${name}  text`)).toBe(true);
      expect(row.length).toBe(120);
      expect(row.endsWith('…')).toBe(true);
    } finally {
      await folder.remove();
    }
  });

  it('cuts nothing on a terminal that reports no width', async () => {
    const sizeless = memoryIo(temp.path, true, { PATH: process.env.PATH, NO_COLOR: '1' }, 0);
    expect(await runCli(['list'], sizeless.io)).toBe(0);
    expect(sizeless.written.stdout).not.toContain('…');
  });
});

describe('help, version and usage errors', () => {
  it('prints help for the program and each command', async () => {
    const help = await runMci(['--help'], { cwd: process.cwd() });
    expect(help.code).toBe(0);
    for (const command of ['init', 'list', 'validate', 'call', 'run', 'add', 'remove', 'envs']) {
      expect(help.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    }
    const callHelp = await runMci(['call', '--help'], { cwd: process.cwd() });
    expect(callHelp.code).toBe(0);
    expect(callHelp.stdout).toContain('--prop');
    expect(callHelp.stdout).toContain('--file');
  });

  it('prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const run = await runMci(['--version'], { cwd: process.cwd() });
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  });

  it('treats an unknown command or option as a usage error (exit 2)', async () => {
    const command = await runMci(['lsit'], { cwd: process.cwd() });
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('lsit');
    expect(command.stderr).toContain('list');
    const option = await runMci(['list', '--colour'], { cwd: process.cwd() });
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('--colour');
  });
});
