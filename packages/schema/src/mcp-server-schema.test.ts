import { describe, expect, it } from 'vitest';
import { mcpServerCacheConfigSchema } from './mcp-server-cache-config-schema.js';
import { mcpServerSchema } from './mcp-server-schema.js';

describe('mcpServerSchema', () => {
  it('reads a stdio server with its defaults', () => {
    expect(mcpServerSchema.parse({ command: 'uvx' })).toEqual({ command: 'uvx', args: [], env: {} });
    expect(
      mcpServerSchema.parse({ type: 'stdio', command: 'npx', args: ['-y', 'x'], env: { A: '1' } }),
    ).toEqual({
      type: 'stdio',
      command: 'npx',
      args: ['-y', 'x'],
      env: { A: '1' },
    });
  });

  it('reads an http server with its defaults and cache config', () => {
    expect(mcpServerSchema.parse({ type: 'http', url: 'https://x/mcp', config: {} })).toEqual({
      type: 'http',
      url: 'https://x/mcp',
      headers: {},
      config: { expDays: 30 },
    });
  });

  it('takes filter with filterValue, and refuses one without the other', () => {
    expect(mcpServerCacheConfigSchema.parse({ expDays: 7, filter: 'tags', filterValue: 'read' })).toEqual({
      expDays: 7,
      filter: 'tags',
      filterValue: 'read',
    });
    const missing = mcpServerCacheConfigSchema.safeParse({ filter: 'only' });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['filterValue']]);
    const reverse = mcpServerCacheConfigSchema.safeParse({ filterValue: 'a', expDays: -1 });
    expect(reverse.error?.issues.map((issue) => issue.path)).toEqual([['expDays'], ['filter']]);
  });

  it('takes whole positive connectTimeoutMs and timeoutMs, and says why others are refused', () => {
    expect(mcpServerCacheConfigSchema.parse({ connectTimeoutMs: 1000, timeoutMs: 5000 })).toEqual({
      expDays: 30,
      connectTimeoutMs: 1000,
      timeoutMs: 5000,
    });
    const bad = mcpServerCacheConfigSchema.safeParse({ connectTimeoutMs: -5, timeoutMs: 1.5 });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['connectTimeoutMs'], 'must be greater than 0 milliseconds'],
      [['timeoutMs'], 'expected a whole number of milliseconds'],
    ]);
  });
});
