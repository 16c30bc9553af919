import { describe, expect, it } from 'vitest';
import { searchToolDefinitions } from './search-tool-definitions.js';

describe('searchToolDefinitions', () => {
  it('stays well under 1 000 tokens (JSON length / 4), whatever the number of tools served', () => {
    const tokens = JSON.stringify(searchToolDefinitions).length / 4;
    expect(tokens).toBeLessThan(400);
    expect(searchToolDefinitions.map((tool) => tool.name)).toEqual(['search_tools', 'call_tool']);
  });
});
