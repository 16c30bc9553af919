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

  it('changes only the filter lines of an existing entry, keeping every comment and blank line', () => {
    const text = [
      '# top',
      'schemaVersion: "1.0"   # spaced comment',
      'toolsets:',
      '  # the example',
      '  - example   # keep me',
      '  - name: weather   # weather one',
      '    filter: tags',
      '    filterValue: read',
      '# end',
      '',
    ].join('\n');
    const result = addToolsetToYaml(text, { name: 'weather', filter: 'only', filterValue: 'get weather' });
    expect(result.updated).toBe(true);
    expect(result.text).toBe(
      text.replace('filter: tags', 'filter: only').replace('filterValue: read', 'filterValue: get weather'),
    );
    const added = addToolsetToYaml(text, { name: 'db', filter: 'except', filterValue: 'drop' });
    expect(added.text).toBe(
      text.replace('# end', '  - name: db\n    filter: except\n    filterValue: drop\n# end'),
    );
  });

  it('adds missing filter lines to an entry and keeps its other keys', () => {
    const text = 'toolsets:\n  - name: weather # w\n';
    expect(addToolsetToYaml(text, { name: 'weather', filter: 'tags', filterValue: 'read' }).text).toBe(
      'toolsets:\n  - name: weather # w\n    filter: tags\n    filterValue: read\n',
    );
    expect(
      addToolsetToYaml('toolsets:\n  - weather\n', { name: 'weather', filter: 'tags', filterValue: 'a' })
        .text,
    ).toBe('toolsets:\n  - name: weather\n    filter: tags\n    filterValue: a\n');
    const between = 'toolsets:\n  - name: weather # w\n  - other # o\nschemaVersion: "1.0"\n';
    expect(addToolsetToYaml(between, { name: 'weather', filter: 'only', filterValue: 'a' }).text).toBe(
      'toolsets:\n  - name: weather # w\n    filter: only\n    filterValue: a\n  - other # o\nschemaVersion: "1.0"\n',
    );
    const last = 'toolsets:\n  - other\n  - name: weather # w';
    expect(addToolsetToYaml(last, { name: 'weather', filter: 'only', filterValue: 'a' }).text).toBe(
      `${last}\n    filter: only\n    filterValue: a\n`,
    );
  });

  it('keeps Windows line endings and a file without a final line break', () => {
    const text = 'schemaVersion: "1.0"\r\ntoolsets:\r\n  - a';
    expect(addToolsetToYaml(text, { name: 'b' }).text).toBe(`${text}\r\n  - b`);
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
    expect(addToolsetToYaml('toolsets: []  # none\n', { name: 'c' }).text).toBe('toolsets: [c]  # none\n');
    expect(
      addToolsetToYaml('toolsets: [a, {name: c}]\n', { name: 'c', filter: 'only', filterValue: 'x' }).text,
    ).toBe('toolsets: [a, {name: c, filter: only, filterValue: x}]\n');
  });
});
