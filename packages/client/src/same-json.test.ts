import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.js';

describe('sameJson', () => {
  it('holds for equal JSON data in other objects, whatever the key order', () => {
    const execution = {
      type: 'http',
      url: 'https://x.test/{{props.id}}',
      headers: { A: '1' },
      args: [1, 'b'],
    };
    const parsed = { args: [1, 'b'], headers: { A: '1' }, url: 'https://x.test/{{props.id}}', type: 'http' };
    expect(sameJson(parsed, execution)).toBe(true);
  });

  it('fails on a value, a key or an item more or less, and on objects that are not plain', () => {
    const execution = { type: 'cli', args: ['log'], flags: { '--a': { from: 'props.a' } } };
    expect(sameJson({ ...execution, timeout_ms: 5000 }, execution)).toBe(false);
    expect(sameJson(execution, { ...execution, timeout_ms: 5000 })).toBe(false);
    expect(sameJson({ ...execution, args: ['log', 'x'] }, execution)).toBe(false);
    expect(sameJson({ ...execution, flags: { '--a': { from: 'props.b' } } }, execution)).toBe(false);
    expect(sameJson({ ...execution, args: { 0: 'log' } }, execution)).toBe(false);
    expect(sameJson({ when: new Date(0) }, { when: new Date(0) })).toBe(false);
    expect(sameJson({ value: undefined }, {})).toBe(false);
  });
});
