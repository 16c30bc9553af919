import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createMciJsonSchema } from '@mci/schema/internal';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runMci } from './run-mci.js';

describe('mci init', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-init-');
  });
  afterEach(() => temp.remove());

  it('creates a JSON main file, a toolset and the library folder, whose tools all work', async () => {
    const init = await runMci(['init'], { cwd: temp.path });
    expect(init.code).toBe(0);
    for (const file of ['mci.json', 'mci/example.mci.json', 'mci/notes.md', 'mci/.gitignore']) {
      expect(init.stdout).toContain(file);
    }
    expect(await readFile(path.join(temp.path, 'mci/.gitignore'), 'utf8')).toMatch(/^mcp\/$/m);
    const main = JSON.parse(await readFile(path.join(temp.path, 'mci.json'), 'utf8'));
    expect(main.toolsets).toEqual(['example']);
    // Offline: a relative path to the JSON Schema written next to the file, as it is now.
    expect(main.$schema).toBe('./mci/mci.schema.json');
    const schema = JSON.parse(await readFile(path.join(temp.path, 'mci/mci.schema.json'), 'utf8'));
    expect(schema).toEqual(createMciJsonSchema());

    const list = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((tool: { name: string }) => tool.name)).toEqual([
      'greet',
      'project_notes',
      'count_words',
      'bullet_list',
    ]);
    const validate = await runMci(['validate'], { cwd: temp.path });
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain('0 errors, 0 warnings');

    const calls = await Promise.all([
      runMci(['call', 'greet', '--prop', 'name=Ada'], { cwd: temp.path }),
      runMci(['call', 'project_notes', '--prop', 'topic=Testing'], { cwd: temp.path }),
      runMci(['call', 'count_words', '--prop', 'text=one two  three'], { cwd: temp.path }),
      runMci(['call', 'bullet_list', '--props', '{"items":["a","b"]}'], { cwd: temp.path }),
    ]);
    expect(calls.map((call) => call.code)).toEqual([0, 0, 0, 0]);
    expect(calls[0]?.stdout).toBe('Hello, Ada! Welcome to MCI.\n');
    expect(calls[1]?.stdout).toContain('# Notes on Testing');
    expect(calls[1]?.stdout).not.toContain('Call the tool with another topic');
    expect(calls[2]?.stdout.trim()).toBe('3 words');
    expect(calls[3]?.stdout).toBe('- a\n- b\n');
  });

  it('creates YAML files with comments when asked', async () => {
    const init = await runMci(['init', '--yaml'], { cwd: temp.path });
    expect(init.code).toBe(0);
    const text = await readFile(path.join(temp.path, 'mci.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./mci/mci.schema.json');
    expect(await readFile(path.join(temp.path, 'mci/mci.schema.json'), 'utf8')).toContain('"schemaVersion"');
    expect(parse(text).schemaVersion).toBe('1.0');
    expect(await readFile(path.join(temp.path, 'mci/example.mci.yaml'), 'utf8')).toContain('bullet_list');
    const call = await runMci(['call', 'project_notes'], { cwd: temp.path });
    expect(call.code).toBe(0);
    expect(call.stdout).toContain('# Notes on MCI');
    expect(call.stdout).toContain('Call the tool with another topic');
  });

  it('refuses to overwrite anything and lists what exists', async () => {
    await writeFile(path.join(temp.path, 'mci.yaml'), 'keep me\n');
    const refused = await runMci(['init'], { cwd: temp.path });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('mci.yaml');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(path.join(temp.path, 'mci.yaml'), 'utf8')).toBe('keep me\n');

    const second = await createTempDir('mci-cli-init-');
    try {
      expect((await runMci(['init'], { cwd: second.path })).code).toBe(0);
      const before = await readFile(path.join(second.path, 'mci.json'), 'utf8');
      const again = await runMci(['init'], { cwd: second.path });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('mci.json');
      expect(again.stderr).toContain('mci/example.mci.json');
      expect(await readFile(path.join(second.path, 'mci.json'), 'utf8')).toBe(before);
    } finally {
      await second.remove();
    }
  });
});
