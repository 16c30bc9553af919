import { describe, expect, it } from 'vitest';
import { describeCallParams } from './describe-call-params.js';

describe('describeCallParams', () => {
  it.each([
    [undefined, `params must be an object with the tool's "name", got nothing`],
    [[], `params must be an object with the tool's "name", got an array`],
    [{}, '"name" must be the name of a tool (a non-empty string), got nothing'],
    [{ name: '' }, '"name" must be the name of a tool (a non-empty string), got an empty string'],
    [{ name: 'a', arguments: 'x' }, '"arguments" must be an object of argument values by name, got a string'],
    [{ name: 'a', arguments: null }, '"arguments" must be an object of argument values by name, got null'],
    [{ name: 'a', _meta: 3 }, '"_meta" must be an object, got a number'],
  ])('says what is wrong with %j', (params, message) => {
    expect(describeCallParams(params)).toBe(message);
  });

  it('accepts well-formed params', () => {
    expect(describeCallParams({ name: 'a', arguments: { x: 1 }, _meta: {} })).toBeUndefined();
  });
});
