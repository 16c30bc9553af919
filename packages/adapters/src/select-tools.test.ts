import { MCIClient } from '@mci/client';
import { describe, expect, it } from 'vitest';
import { callSelectedTool } from './call-selected-tool.js';
import { selectTools } from './select-tools.js';

const textTool = (name: string, text: string, extra: Record<string, unknown> = {}) => ({
  name,
  execution: { type: 'text', text },
  ...extra,
});

async function loadClient(): Promise<MCIClient> {
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      tools: [
        textTool('repos.get', 'dotted', { tags: ['repos'] }),
        textTool('repos_get', 'underscored', { tags: ['repos'] }),
        textTool('repos get', 'spaced', { tags: ['repos', 'old'] }),
        textTool('issues.list', 'issues', { title: 'List issues' }),
      ],
    },
  });
}

describe('selectTools', () => {
  it('gives clashing names distinct portable names and runs each call on the tool it names', async () => {
    const client = await loadClient();
    const selection = selectTools(client, { tags: ['repos'] });
    const names = selection.tools.map((tool) => tool.name);
    expect(names[1]).toBe('repos_get');
    expect(names[0]).toMatch(/^repos_get_[0-9a-f]{8}$/);
    expect(new Set(names).size).toBe(3);
    for (const tool of selection.tools) {
      const result = await callSelectedTool(client, selection, { name: tool.name, input: {} });
      const expected = { 'repos.get': 'dotted', repos_get: 'underscored', 'repos get': 'spaced' }[
        tool.toolName
      ];
      expect(result.content).toEqual([{ type: 'text', text: expected }]);
    }
    expect(selectTools(client, { tags: ['repos'] }).tools.map((tool) => tool.name)).toEqual(names);
  });

  it('applies every filter given, and describes a tool by its title when it has no description', async () => {
    const client = await loadClient();
    const selection = selectTools(client, { tags: ['repos'], withoutTags: ['old'], except: ['repos_get'] });
    expect(selection.tools.map((tool) => tool.toolName)).toEqual(['repos.get']);
    expect(selectTools(client, { only: ['issues.list'] }).tools[0]).toEqual({
      name: 'issues_list',
      toolName: 'issues.list',
      description: 'List issues',
      inputSchema: { type: 'object', properties: {} },
    });
  });
});
