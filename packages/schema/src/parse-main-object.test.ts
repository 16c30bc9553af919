import { describe, expect, it } from 'vitest';
import { MciFileError } from './mci-file-error.js';
import { parseMainObject } from './parse-main-object.js';

describe('parseMainObject', () => {
  it('validates a main file given as an object, with defaults and warnings but no positions', () => {
    const raw = {
      schemaVersion: '1.0',
      tools: [{ name: 'a', execution: { type: 'text', text: 'x' }, colour: 1 }],
    };
    const parsed = parseMainObject(raw);
    expect(parsed.value.tools[0]).toEqual({
      name: 'a',
      disabled: false,
      tags: [],
      execution: { type: 'text', text: 'x' },
    });
    expect(parsed.raw).toBe(raw);
    expect(parsed.filePath).toBeUndefined();
    expect(parsed.warnings).toEqual([
      {
        severity: 'warning',
        code: 'UNKNOWN_FIELD',
        message: 'unknown field "colour" is ignored',
        path: 'tools[0].colour',
      },
    ]);
    expect(parsed.locate(['tools', 0])).toBeUndefined();
  });

  it('accepts schemaVersion 1 as "1.0" with a warning', () => {
    const parsed = parseMainObject({ schemaVersion: 1, toolsets: ['w'] });
    expect(parsed.value.schemaVersion).toBe('1.0');
    expect(parsed.value.toolsets).toEqual([{ name: 'w' }]);
    expect(parsed.warnings.map((warning) => warning.code)).toEqual(['SCHEMA_VERSION_NUMBER']);
  });

  it('throws MciFileError naming the paths, and never mutates its input', () => {
    const raw = { schemaVersion: 1, tools: [{ name: 'a', execution: { type: 3 } }] };
    const copy = structuredClone(raw);
    let caught: unknown;
    try {
      parseMainObject(raw);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MciFileError);
    expect((caught as MciFileError).message).toBe(
      'The main file given as an object is not a valid MCI file (1 error):\n  error: tools[0].execution.type: expected string, received number',
    );
    expect(raw).toEqual(copy);
  });

  it('refuses values that are not objects', () => {
    for (const value of [undefined, null, 'mci.json', [1]]) {
      expect(() => parseMainObject(value)).toThrow(
        /expected an object with "schemaVersion" at the top level/,
      );
    }
  });
});
