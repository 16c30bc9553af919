import { describe, expect, it } from 'vitest';
import { compareValues, isTruthy } from './evaluate-condition.js';

describe('isTruthy', () => {
  it.each([undefined, null, false, 0, Number.NaN, '', 'false', '0', [], {}])('%j is false', (value) => {
    expect(isTruthy(value)).toBe(false);
  });

  it.each([true, 1, -1, 'x', 'true', ' ', 'False', [0], { a: 0 }])('%j is true', (value) => {
    expect(isTruthy(value)).toBe(true);
  });
});

it('treats BigInt like a number', () => {
  expect(isTruthy(0n)).toBe(false);
  expect(isTruthy(1n)).toBe(true);
  expect(compareValues(1n, '==', '1')).toBe(true);
  expect(compareValues(2n, '>', 1)).toBe(true);
});

describe('compareValues', () => {
  it.each<[unknown, '==' | '!=', unknown, boolean]>([
    ['5', '==', 5, true],
    [5, '==', '5.0', true],
    [' 5 ', '==', 5, true],
    ['5', '==', '5.0', false],
    ['abc', '==', 'abc', true],
    ['', '==', 0, false],
    [true, '==', 'true', true],
    ['false', '==', false, true],
    [true, '==', 1, false],
    [undefined, '==', null, true],
    [null, '==', 0, false],
    [null, '==', '', false],
    [[1, { a: 2 }], '==', [1, { a: 2 }], true],
    [{ a: 1 }, '==', { a: 2 }, false],
    [Number.NaN, '==', Number.NaN, false],
    ['x', '!=', 'y', true],
    ['5', '!=', 5, false],
  ])('%j %s %j is %s', (left, operator, right, expected) => {
    expect(compareValues(left, operator, right)).toBe(expected);
  });

  it.each<[unknown, '>' | '<' | '>=' | '<=', unknown, boolean]>([
    [10, '>', 9, true],
    ['10', '>', 9, true],
    [10, '<', '9', false],
    ['b', '>', 'a', true],
    ['10', '>', '9', false],
    [3, '>=', 3, true],
    [3, '<=', 2, false],
    [undefined, '>', 1, false],
    [undefined, '<', 1, false],
    [null, '<=', 0, false],
    [true, '>', 0, false],
    ['abc', '>', 1, false],
    [{}, '<', 1, false],
  ])('%j %s %j is %s', (left, operator, right, expected) => {
    expect(compareValues(left, operator, right)).toBe(expected);
  });
});
