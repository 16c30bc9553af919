import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFixture } from './fixtures.js';
import { runMci, writeFiles } from './run-mci.js';

describe('mci list', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-list-');
    await writeFiles(temp.path, listFixture);
  });
  afterAll(() => temp.remove());

  const names = async (...args: string[]) => {
    const run = await runMci(['list', '--format', 'json', ...args], { cwd: temp.path });
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout).map((tool: { name: string }) => tool.name);
  };

  it('prints a table with name, type, source, tags and the whole description when not on a terminal', async () => {
    const run = await runMci(['list'], { cwd: temp.path });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+TYPE\s+SOURCE\s+TAGS\s+DESCRIPTION$/);
    expect(lines[1]).toMatch(/^alpha\s+text\s+mci\.json\s+read\s+First tool, .* narrow terminal window\.$/);
    expect(lines[2]).toMatch(/^beta\s+text\s+mci\.json\s+write,destructive\s+Second tool$/);
    expect(lines[3]).toMatch(/^gamma\s+text\s+toolset:extra\s+read\s+From a toolset$/);
    expect(lines).toHaveLength(4);
    expect(run.stdout).not.toContain('hidden');
  });

  it("shows a tool's title where it has no description", async () => {
    const dir = await createTempDir('mci-cli-list-title-');
    try {
      await writeFiles(dir.path, {
        'mci.json': {
          schemaVersion: '1.0',
          tools: [
            {
              name: 'titled',
              annotations: { title: 'A titled tool' },
              execution: { type: 'text', text: 'x' },
            },
            { name: 'bare', execution: { type: 'text', text: 'y' } },
          ],
        },
      });
      const run = await runMci(['list'], { cwd: dir.path });
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines[1]).toMatch(/^titled\s+text\s+mci\.json\s+A titled tool$/);
      expect(lines[2]).toMatch(/^bare\s+text\s+mci\.json\s*$/);
    } finally {
      await dir.remove();
    }
  });

  it('prints JSON with each tool and where it comes from', async () => {
    const run = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    const tools = JSON.parse(run.stdout);
    expect(tools[2]).toMatchObject({
      name: 'gamma',
      type: 'text',
      tags: ['read'],
      source: { toolset: 'extra' },
      inputSchema: { type: 'object' },
    });
    expect(tools[2].source.file).toMatch(/extra\.mci\.json$/);
  });

  it('prints YAML', async () => {
    const run = await runMci(['list', '--format', 'yaml'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(parse(run.stdout).map((tool: { name: string }) => tool.name)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('filters by names, tags and toolsets', async () => {
    expect(await names('--filter', 'only:alpha,gamma')).toEqual(['alpha', 'gamma']);
    expect(await names('--filter', 'except:alpha')).toEqual(['beta', 'gamma']);
    expect(await names('--filter', 'tags:write')).toEqual(['beta']);
    expect(await names('--filter', 'without-tags:destructive')).toEqual(['alpha', 'gamma']);
    expect(await names('--filter', 'toolsets:extra')).toEqual(['gamma']);
  });

  it('refuses an unknown format or filter as a usage error', async () => {
    const format = await runMci(['list', '--format', 'xml'], { cwd: temp.path });
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('xml');
    const filter = await runMci(['list', '--filter', 'sometimes:a'], { cwd: temp.path });
    expect(filter.code).toBe(2);
    expect(filter.stderr).toContain('sometimes:a');
    expect(filter.stderr).toMatch(/^error: Invalid tool filter "sometimes:a": unknown kind "sometimes"/);
  });

  it('does not load the JSON Schema validator, which validate does', async () => {
    const inputSchema = { type: 'object', properties: { a: { type: 'string' } } };
    await writeFiles(temp.path, {
      'schemas/mci.json': {
        schemaVersion: '1.0',
        tools: [{ name: 'typed', inputSchema, execution: { type: 'text', text: 'x' } }],
      },
    });
    // Prints, as the process exits, the CommonJS modules it loaded from an `ajv` package.
    const preload = path.join(temp.path, 'report-ajv.cjs');
    await writeFile(
      preload,
      `process.on('exit', () => process.stderr.write('ajv modules: ' + Object.keys(require.cache).filter((file) => /[\\\\/]ajv[\\\\/]/.test(file)).length + '\\n'));\n`,
    );
    const env = { NODE_OPTIONS: `--require=${preload}` };
    const list = await runMci(['list', '-f', 'schemas/mci.json'], { cwd: temp.path, env });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('typed');
    expect(list.stderr).toContain('ajv modules: 0\n');
    const validate = await runMci(['validate', '-f', 'schemas/mci.json'], { cwd: temp.path, env });
    expect(validate.code).toBe(0);
    expect(validate.stderr).toMatch(/ajv modules: [1-9]/);
  });

  it('reads the file given with --file from another folder', async () => {
    const other = await createTempDir('mci-cli-list-');
    try {
      const run = await runMci(['list', '--format', 'json', '-f', `${temp.path}/mci.json`], {
        cwd: other.path,
      });
      expect(JSON.parse(run.stdout)).toHaveLength(3);
      const missing = await runMci(['list'], { cwd: other.path });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/No mci\.json, mci\.yaml or mci\.yml/);
    } finally {
      await other.remove();
    }
  });
  it('--search prints the best matches first, among the tools the filters keep', async () => {
    // gamma has both words; "tool" weighs more in beta's short description than in alpha's long one.
    expect(await names('--search', 'toolset tool')).toEqual(['gamma', 'beta', 'alpha']);
    expect(await names('--search', 'second', '--limit', '1')).toEqual(['beta']);
    expect(await names('--search', 'tool')).toEqual(['beta', 'alpha']);
    expect(await names('--search', 'tool', '--filter', 'tags:read')).toEqual(['alpha']);
    expect(await names('--search', 'nothing like this')).toEqual([]);
    const table = await runMci(['list', '--search', 'second'], { cwd: temp.path });
    expect(table.stdout.trimEnd().split('\n')[1]).toMatch(
      /^beta\s+text\s+mci\.json\s+write,destructive\s+Second tool$/,
    );
  });

  it('--limit needs --search and a whole number', async () => {
    const alone = await runMci(['list', '--limit', '2'], { cwd: temp.path });
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--limit only applies with --search');
    const bad = await runMci(['list', '--search', 'x', '--limit', '0'], { cwd: temp.path });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected a whole number of at least 1.');
  });
});
