import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addToolsetToYaml } from './add-toolset-to-yaml.js';

describe('addToolsetToYaml', () => {
  it('appends an entry and keeps every comment', () => {
    const text = [
      '# Main file',
      'schemaVersion: "1.0" # the version',
      'toolsets:',
      '  # the first one',
      '  - weather',
      'tools: [] # none yet',
      '',
    ].join('\n');
    const result = addToolsetToYaml(text, { name: 'db', filter: 'withoutTags', filterValue: 'destructive' });
    expect(result.updated).toBe(false);
    for (const comment of ['# Main file', '# the version', '# the first one', '# none yet']) {
      expect(result.text).toContain(comment);
    }
    expect(parse(result.text).toolsets).toEqual([
      'weather',
      { name: 'db', filter: 'withoutTags', filterValue: 'destructive' },
    ]);
  });

  it('replaces an existing entry and keeps its comment', () => {
    const text = 'toolsets:\n  # weather tools\n  - name: weather\n    filter: only\n    filterValue: a\n';
    const result = addToolsetToYaml(text, { name: 'weather' });
    expect(result.updated).toBe(true);
    expect(result.text).toBe('toolsets:\n  # weather tools\n  - weather\n');
  });

  it('adds a toolsets key when there is none, keeping four-space indentation', () => {
    const text = 'schemaVersion: "1.0"\nmetadata:\n    name: x\n';
    const result = addToolsetToYaml(text, { name: 'a' });
    expect(result.text).toBe('schemaVersion: "1.0"\nmetadata:\n    name: x\ntoolsets:\n    - a\n');
  });

  it('keeps sequences unindented when the file writes them so', () => {
    const text = 'tools:\n- name: t\n  execution:\n    type: text\n    text: hi\ntoolsets:\n- a\n';
    const result = addToolsetToYaml(text, { name: 'b' });
    expect(result.text).toBe(`${text}- b\n`);
  });

  it('fills an empty toolsets key', () => {
    const result = addToolsetToYaml('schemaVersion: "1.0"\ntoolsets:\n', { name: 'a' });
    expect(parse(result.text).toolsets).toEqual(['a']);
  });

  it('keeps flow lists in the style they are written', () => {
    expect(addToolsetToYaml('toolsets: [a, b]\n', { name: 'c' }).text).toBe('toolsets: [a, b, c]\n');
    expect(addToolsetToYaml('toolsets: [ a ]\n', { name: 'c' }).text).toBe('toolsets: [ a, c ]\n');
  });
});
