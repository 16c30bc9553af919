import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../cli-usage-error.js';
import { parseToolsetFilter } from './parse-toolset-filter.js';

describe('parseToolsetFilter', () => {
  it('writes the kind in the spelling of the file format', () => {
    expect(parseToolsetFilter('without-tags: a, b')).toEqual({ filter: 'withoutTags', filterValue: 'a,b' });
    expect(parseToolsetFilter('withoutTags:a')).toEqual({ filter: 'withoutTags', filterValue: 'a' });
    expect(parseToolsetFilter('only:x')).toEqual({ filter: 'only', filterValue: 'x' });
  });

  it.each([
    ['withouttags:a', 'unknown kind "withouttags"'],
    ['maybe', 'expected "kind:value,value"'],
    ['toolsets:weather', 'cannot be written into a toolset entry'],
  ])('refuses %j as a usage error', (text, reason) => {
    expect(() => parseToolsetFilter(text)).toThrow(CliUsageError);
    expect(() => parseToolsetFilter(text)).toThrow(reason);
    expect(() => parseToolsetFilter(text)).toThrow(
      expect.objectContaining({ code: 'CLI_USAGE', reason: expect.stringContaining(reason) }),
    );
  });
});
