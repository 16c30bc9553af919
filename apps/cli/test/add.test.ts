import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFixture } from './fixtures.js';
import { runMci, writeFiles } from './run-mci.js';

describe('mci add', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-add-');
    await writeFiles(temp.path, {
      'mci/extra.mci.json': listFixture['mci/extra.mci.json'],
      'mci/more.mci.yaml': listFixture['mci/more.mci.yaml'],
    });
  });
  afterEach(() => temp.remove());

  const read = (name: string) => readFile(path.join(temp.path, name), 'utf8');

  it('adds to a YAML file and keeps its comments', async () => {
    const yaml = [
      '# Tools of the team',
      'schemaVersion: "1.0" # always 1.0',
      'tools:',
      '  # the greeter',
      '  - name: hi',
      '    execution: { type: text, text: hi }',
      'toolsets:',
      '  - extra # from the library',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.yaml': yaml });
    const run = await runMci(['add', 'more', '--filter', 'tags:read'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added toolset more');
    const text = await read('mci.yaml');
    for (const comment of ['# Tools of the team', '# always 1.0', '# the greeter', '# from the library']) {
      expect(text).toContain(comment);
    }
    expect(parse(text).toolsets).toEqual(['extra', { name: 'more', filter: 'tags', filterValue: 'read' }]);
    const list = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(JSON.parse(list.stdout).map((tool: { name: string }) => tool.name)).toEqual([
      'hi',
      'gamma',
      'delta',
    ]);
  });

  it('adds to a JSON file keeping its indentation and layout', async () => {
    const json =
      '{\n    "schemaVersion": "1.0",\n    "tools": [\n        { "name": "hi", "execution": { "type": "text", "text": "hi" } }\n    ]\n}\n';
    await writeFiles(temp.path, { 'mci.json': json });
    const run = await runMci(['add', 'extra'], { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await read('mci.json')).toBe(
      '{\n    "schemaVersion": "1.0",\n    "tools": [\n        { "name": "hi", "execution": { "type": "text", "text": "hi" } }\n    ],\n    "toolsets": [\n        "extra"\n    ]\n}\n',
    );
  });

  it('updates an existing reference instead of adding it twice', async () => {
    await writeFiles(temp.path, { 'mci.json': { schemaVersion: '1.0', toolsets: ['extra'] } });
    const run = await runMci(['add', 'extra', '--filter', 'only:gamma'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Updated toolset extra');
    expect(JSON.parse(await read('mci.json')).toolsets).toEqual([
      { name: 'extra', filter: 'only', filterValue: 'gamma' },
    ]);
  });

  it('refuses a toolset that is not in the library folder, or outside it, and leaves the file alone', async () => {
    await writeFiles(temp.path, { 'mci.json': { schemaVersion: '1.0', toolsets: [] } });
    const before = await read('mci.json');
    const missing = await runMci(['add', 'nowhere'], { cwd: temp.path });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nowhere');
    const outside = await runMci(['add', '../mci'], { cwd: temp.path });
    expect(outside.code).toBe(1);
    expect(await read('mci.json')).toBe(before);
    const badFilter = await runMci(['add', 'extra', '--filter', 'maybe'], { cwd: temp.path });
    expect(badFilter.code).toBe(2);
    expect(await read('mci.json')).toBe(before);
  });
});
