import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './format-json-path.js';

describe('formatJsonPath', () => {
  it('writes keys with dots and indexes with brackets', () => {
    expect(formatJsonPath(['tools', 2, 'execution', 'url'])).toBe('tools[2].execution.url');
    expect(formatJsonPath([])).toBe('');
    expect(formatJsonPath([0, 'name'])).toBe('[0].name');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatJsonPath(['mcp_servers', 'my-server', 'env', 'API KEY'])).toBe(
      'mcp_servers["my-server"].env["API KEY"]',
    );
    expect(formatJsonPath(['execution', 'flags', '--size'])).toBe('execution.flags["--size"]');
  });
});
