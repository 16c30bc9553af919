import { describe, expect, it } from 'vitest';
import { addToolsetToJson } from './add-toolset-to-json.js';

describe('addToolsetToJson', () => {
  it('appends to a multi-line list keeping four-space indentation and the rest of the text', () => {
    const text =
      '{\n    "schemaVersion": "1.0",\n    "tools": [],\n    "toolsets": [\n        "a"\n    ]\n}\n';
    const result = addToolsetToJson(text, { name: 'b' });
    expect(result.updated).toBe(false);
    expect(result.text).toBe(
      '{\n    "schemaVersion": "1.0",\n    "tools": [],\n    "toolsets": [\n        "a",\n        "b"\n    ]\n}\n',
    );
  });

  it('appends to a one-line list in the same style', () => {
    const text = '{\n  "schemaVersion": "1.0",\n  "toolsets": ["a", { "name": "c" }]\n}';
    const result = addToolsetToJson(text, { name: 'b', filter: 'only', filterValue: 'x,y' });
    expect(result.text).toBe(
      '{\n  "schemaVersion": "1.0",\n  "toolsets": ["a", { "name": "c" }, { "name": "b", "filter": "only", "filterValue": "x,y" }]\n}',
    );
  });

  it('adds a toolsets key after the last key, indented with tabs like the file', () => {
    const text = '{\n\t"schemaVersion": "1.0",\n\t"tools": [ ]\n}\n';
    const result = addToolsetToJson(text, { name: 'weather', filter: 'tags', filterValue: 'read' });
    expect(result.text).toBe(
      '{\n\t"schemaVersion": "1.0",\n\t"tools": [ ],\n\t"toolsets": [\n\t\t{\n\t\t\t"name": "weather",\n\t\t\t"filter": "tags",\n\t\t\t"filterValue": "read"\n\t\t}\n\t]\n}\n',
    );
    expect(JSON.parse(result.text).toolsets).toEqual([
      { name: 'weather', filter: 'tags', filterValue: 'read' },
    ]);
  });

  it('replaces an existing entry in place and says it updated it', () => {
    const text =
      '{\n  "toolsets": [\n    {\n      "name": "weather",\n      "filter": "only",\n      "filterValue": "a"\n    },\n    "db"\n  ]\n}\n';
    const result = addToolsetToJson(text, { name: 'weather' });
    expect(result.updated).toBe(true);
    expect(result.text).toBe('{\n  "toolsets": [\n    "weather",\n    "db"\n  ]\n}\n');
  });

  it('fills an empty list', () => {
    const result = addToolsetToJson('{ "schemaVersion": "1.0", "toolsets": [] }', { name: 'x' });
    expect(result.text).toBe('{ "schemaVersion": "1.0", "toolsets": ["x"] }');
  });

  it('keeps a file written on one line on one line', () => {
    expect(addToolsetToJson('{"schemaVersion":"1.0"}\n', { name: 'x' }).text).toBe(
      '{"schemaVersion":"1.0","toolsets":["x"]}\n',
    );
    expect(
      addToolsetToJson('{ "schemaVersion": "1.0" }', { name: 'x', filter: 'tags', filterValue: 'a' }).text,
    ).toBe('{ "schemaVersion": "1.0", "toolsets": [{ "name": "x", "filter": "tags", "filterValue": "a" }] }');
  });

  it('writes Windows line endings into a file that has them', () => {
    const text = '{\r\n  "schemaVersion": "1.0"\r\n}\r\n';
    expect(addToolsetToJson(text, { name: 'x' }).text).toBe(
      '{\r\n  "schemaVersion": "1.0",\r\n  "toolsets": [\r\n    "x"\r\n  ]\r\n}\r\n',
    );
  });

  it('keeps escapes in other strings exactly as written', () => {
    const text = '{\n  "a": "caf\\u00e9 \\/ \\"q\\"",\n  "toolsets": []\n}\n';
    const result = addToolsetToJson(text, { name: 'x' });
    expect(result.text.startsWith('{\n  "a": "caf\\u00e9 \\/ \\"q\\"",\n')).toBe(true);
    expect(JSON.parse(result.text).toolsets).toEqual(['x']);
  });

  it('refuses a file whose toolsets is not a list', () => {
    expect(() => addToolsetToJson('{ "toolsets": "x" }', { name: 'y' })).toThrow(/not a list/);
  });

  it('finds the list after values holding brackets, quotes and escapes in strings', () => {
    const text = '{"a": ["]", {"b": "x\\"}[", "c": [1, -2.5e3, true, null]}], "toolsets": ["y"]}';
    const result = addToolsetToJson(text, { name: 'z' });
    expect(result.text).toBe(text.replace('["y"]', '["y", "z"]'));
    expect(JSON.parse(result.text).a).toEqual(JSON.parse(text).a);
  });

  it('keeps a byte order mark and edits the JSON after it', () => {
    const result = addToolsetToJson('\uFEFF{\n  "toolsets": []\n}\n', { name: 'x' });
    expect(result.text).toBe('\uFEFF{\n  "toolsets": [\n    "x"\n  ]\n}\n');
  });

  it('refuses a file that is not a JSON object, such as one with comments', () => {
    expect(() => addToolsetToJson('{\n  // tools\n  "toolsets": []\n}', { name: 'y' })).toThrow(
      /not a JSON object/,
    );
    expect(() => addToolsetToJson('["a"]', { name: 'y' })).toThrow(/not a JSON object/);
  });

  it('turns a null toolsets into a list', () => {
    const result = addToolsetToJson('{\n  "toolsets": null\n}\n', { name: 'x' });
    expect(result.text).toBe('{\n  "toolsets": [\n    "x"\n  ]\n}\n');
  });
});
