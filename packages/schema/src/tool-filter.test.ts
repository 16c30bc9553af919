import { describe, expect, it } from 'vitest';
import { InvalidToolFilterError } from './invalid-tool-filter-error.js';
import { matchesToolFilter, parseToolFilter, splitFilterValue } from './tool-filter.js';

const tools = [
  { name: 'read', tags: ['read'] },
  { name: 'write', tags: ['write', 'destructive'] },
  { name: 'plain' },
  { name: 'forecast', tags: ['api'], source: { toolset: 'weather' } },
  { name: 'echo', tags: [], source: { mcpServer: 'everything' } },
];

const kept = (...texts: string[]) => {
  const filters = texts.map(parseToolFilter);
  return tools
    .filter((tool) => filters.every((filter) => matchesToolFilter(tool, filter)))
    .map((t) => t.name);
};

describe('parseToolFilter and matchesToolFilter', () => {
  it('keeps only the named tools', () => {
    expect(kept('only:read, forecast')).toEqual(['read', 'forecast']);
  });

  it('drops the named tools', () => {
    expect(kept('except:write')).toEqual(['read', 'plain', 'forecast', 'echo']);
  });

  it('keeps tools with one of the tags', () => {
    expect(kept('tags:read,api')).toEqual(['read', 'forecast']);
  });

  it('drops tools with any of the tags, written as in the file or as a flag', () => {
    expect(kept('without-tags:destructive')).toEqual(['read', 'plain', 'forecast', 'echo']);
    expect(kept('withoutTags:destructive,api')).toEqual(['read', 'plain', 'echo']);
  });

  it('keeps the tools of the named toolsets and MCP servers', () => {
    expect(kept('toolsets:weather')).toEqual(['forecast']);
    expect(kept('toolsets:everything')).toEqual(['echo']);
    expect(kept('toolsets:weather,everything')).toEqual(['forecast', 'echo']);
  });

  it('keeps a tool only when every filter keeps it', () => {
    expect(kept('except:plain', 'without-tags:api')).toEqual(['read', 'write', 'echo']);
  });

  it.each([
    ['read', 'expected "kind:value,value"'],
    ['names:read', 'unknown kind "names"'],
    ['without_tags:x', 'unknown kind "without_tags"'],
    ['WithoutTags:x', 'unknown kind "WithoutTags"'],
    ['only:', 'at least one name'],
    ['only: , ', 'at least one name'],
  ])('refuses %j', (text, reason) => {
    expect(() => parseToolFilter(text)).toThrow(InvalidToolFilterError);
    expect(() => parseToolFilter(text)).toThrow(reason);
  });
});

describe('splitFilterValue', () => {
  it('splits on commas and drops blanks', () => {
    expect([...splitFilterValue(' a, b ,,c ')]).toEqual(['a', 'b', 'c']);
    expect(splitFilterValue(undefined).size).toBe(0);
  });
});
