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

  it('keeps values as text where the inputSchema declares a string, nested ones too', () => {
    const schema = {
      type: 'object',
      properties: {
        zip: { type: 'string' },
        count: { type: 'integer' },
        user: { type: 'object', properties: { name: { type: 'string' } } },
      },
    };
    const pairs = ['zip=01234', 'count=3', 'user.name=5', 'other=true', 'nested.zip=7'];
    expect(parseCallProps(undefined, pairs, schema)).toEqual({
      zip: '01234',
      count: 3,
      user: { name: '5' },
      other: true,
      nested: { zip: 7 },
    });
    expect(parseCallProps(undefined, ['zip=5'], { properties: { zip: { type: 'string' } } })).toEqual({
      zip: '5',
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
    expect(() => parseCallProps(json, pairs)).toThrow(
      expect.objectContaining({ code: 'CLI_USAGE', reason: expect.stringMatching(/^--props? /) }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps the JSON parser's error as the cause of a --props that is not JSON", () => {
    expect(() => parseCallProps('{oops', [])).toThrow(
      expect.objectContaining({ cause: expect.any(SyntaxError) }),
    );
  });
});
