import { describe, expect, it } from 'vitest';
import { JsonLocator } from './json-locator.js';

const text = [
  '{',
  '  "a": [10, "x]}\\"", {"b\\u0022c": true, "d": null}],',
  '  "e" : { "f": { "g": -1.5e3 } },',
  '  "h": "last"',
  '}',
].join('\n');
const locator = new JsonLocator(text);

describe('JsonLocator', () => {
  it('finds values by path, past strings holding brackets, quotes and escapes', () => {
    expect(locator.value([])).toEqual({ line: 1, column: 1 });
    expect(locator.value(['a'])).toEqual({ line: 2, column: 8 });
    expect(locator.value(['a', 0])).toEqual({ line: 2, column: 9 });
    expect(locator.value(['a', 1])).toEqual({ line: 2, column: 13 });
    expect(locator.value(['a', 2, 'b"c'])).toEqual({ line: 2, column: 35 });
    expect(locator.value(['a', 2, 'd'])).toEqual({ line: 2, column: 46 });
    expect(locator.value(['e', 'f', 'g'])).toEqual({ line: 3, column: 23 });
    expect(locator.value(['h'])).toEqual({ line: 4, column: 8 });
  });

  it('finds keys of object entries, and the value for array items', () => {
    expect(locator.key(['e'])).toEqual({ line: 3, column: 3 });
    expect(locator.key(['a', 2, 'b"c'])).toEqual({ line: 2, column: 23 });
    expect(locator.key(['a', 1])).toEqual({ line: 2, column: 13 });
  });

  it('falls back to the nearest existing parent for paths that do not exist', () => {
    expect(locator.value(['e', 'f', 'missing', 3])).toEqual({ line: 3, column: 16 });
    expect(locator.key(['e', 'missing'])).toEqual({ line: 3, column: 9 });
    expect(locator.value(['a', 7])).toEqual({ line: 2, column: 8 });
    expect(locator.value(['a', 'length'])).toEqual({ line: 2, column: 8 });
    expect(locator.value(['h', 0])).toEqual({ line: 4, column: 8 });
  });

  it('gives the last of duplicate keys, the one JSON.parse keeps', () => {
    expect(new JsonLocator('{"k": 1,\n"k": 2}').key(['k'])).toEqual({ line: 2, column: 1 });
  });
});
