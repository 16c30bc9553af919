import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../cli-usage-error.js';
import { parseCallProps } from './parse-call-props.js';

describe('parseCallProps', () => {
  it('reads --props and puts --prop values on top, parsing JSON values and nesting dotted keys', () => {
    const props = parseCallProps('{"name":"Ada","user":{"id":1}}', [
      'count=3',
      'flag=true',
      'list=["a","b"]',
      'user.role=admin',
      'text=hello world',
      'quoted="5"',
      'empty=',
    ]);
    expect(props).toEqual({
      name: 'Ada',
      user: { id: 1, role: 'admin' },
      count: 3,
      flag: true,
      list: ['a', 'b'],
      text: 'hello world',
      quoted: '5',
      empty: '',
    });
  });

  it('keeps = inside values', () => {
    expect(parseCallProps(undefined, ['query=a=b'])).toEqual({ query: 'a=b' });
  });

  it.each([
    ['not json', []],
    ['[1,2]', []],
    [undefined, ['novalue']],
    [undefined, ['=x']],
    [undefined, ['a..b=1']],
    [undefined, ['__proto__.polluted=1']],
    [undefined, ['a=1', 'a.b=2']],
  ])('refuses bad input as a usage error (%s %j)', (json, pairs) => {
    expect(() => parseCallProps(json, pairs)).toThrow(CliUsageError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
