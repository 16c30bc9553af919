import { InvalidToolFilterError } from '@mci/schema';
import { describe, expect, it } from 'vitest';
import { parseToolFilters } from './parse-tool-filters.js';

const tools = [
  { name: 'read', tags: ['read'] },
  { name: 'write', tags: ['write', 'destructive'] },
  { name: 'echo', tags: [], source: { mcpServer: 'everything' } },
];

const kept = (texts: string[]) => tools.filter(parseToolFilters(texts)).map((tool) => tool.name);

describe('parseToolFilters', () => {
  it('keeps a tool only when every filter keeps it', () => {
    expect(kept(['except:read', 'without-tags:destructive'])).toEqual(['echo']);
  });

  it('keeps every tool without filters', () => {
    expect(kept([])).toEqual(['read', 'write', 'echo']);
  });

  it('refuses a filter it cannot read, naming it', () => {
    expect(() => parseToolFilters(['only:read', 'names:x'])).toThrow(InvalidToolFilterError);
    expect(() => parseToolFilters(['only:read', 'names:x'])).toThrow('Invalid tool filter "names:x"');
  });
});
