import { describe, expect, it } from 'vitest';
import { InvalidSearchLimitError } from './invalid-search-limit-error.js';
import { MCIClient } from './mci-client.js';
import type { Tool } from './tool.js';
import type { ToolRanker } from './tool-ranker.js';

const text = { type: 'text', text: 'ok' };
const schema = {
  schemaVersion: '1.0',
  tools: [
    { name: 'get_weather', description: 'Current weather for a city', tags: ['read'], execution: text },
    {
      name: 'createIssue',
      description: 'Open a new ticket in the tracker',
      tags: ['write'],
      execution: text,
    },
    {
      name: 'send_mail',
      description: 'Send a message',
      inputSchema: {
        type: 'object',
        properties: { recipient: { description: 'Email address of the person' } },
      },
      execution: text,
    },
    { name: 'list-issues', title: 'List issues', description: 'Tickets of the tracker', execution: text },
    { name: 'forecast', description: 'Weather forecast for a city', tags: ['read'], execution: text },
    { name: 'old_tool', description: 'weather', disabled: true, execution: text },
    { name: 'rapport', description: '天気予報を取得する', execution: text },
  ],
};
const names = (matches: { tool: Tool }[]) => matches.map((match) => match.tool.name);

describe('MCIClient.searchTools', () => {
  it('ranks by words of the name, title, description and input properties, best first', async () => {
    const client = await MCIClient.load({ schema });
    expect(names(await client.searchTools('create issue'))).toEqual(['createIssue', 'list-issues']);
    expect(names(await client.searchTools('email address'))).toEqual(['send_mail']);
    expect(names(await client.searchTools('天気予報'))).toEqual(['rapport']);
    const [first, second] = await client.searchTools('create issue');
    expect(first?.score).toBeGreaterThan(second?.score ?? Number.POSITIVE_INFINITY);
  });

  it('gives equal scores in file order, skips disabled tools and honours limit and filter', async () => {
    const client = await MCIClient.load({ schema });
    expect(names(await client.searchTools('city'))).toEqual(['get_weather', 'forecast']);
    expect(names(await client.searchTools('weather', { limit: 1 }))).toEqual(['get_weather']);
    const notRead = (tool: Tool) => !tool.tags.includes('read');
    expect(names(await client.searchTools('weather', { filter: notRead }))).toEqual([]);
    expect(names(await client.searchTools('tracker', { filter: notRead }))).toEqual([
      'createIssue',
      'list-issues',
    ]);
  });

  it('finds nothing for an empty query or unknown words, and refuses a bad limit', async () => {
    const client = await MCIClient.load({ schema });
    expect(await client.searchTools('   ')).toEqual([]);
    expect(await client.searchTools('zebra')).toEqual([]);
    const error = await client.searchTools('weather', { limit: 0 }).catch((caught: unknown) => caught);
    expect(InvalidSearchLimitError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe('limit must be a whole number of at least 1, not 0.');
  });

  it('indexes once per load, at the first search, with a ranker of the caller', async () => {
    const indexed: string[][] = [];
    const ranker: ToolRanker = {
      index(tools) {
        indexed.push(tools.map((tool) => tool.name));
        // Scores by name length: a stand-in for a ranker the caller hosts (embeddings, for example).
        return async (query) => tools.map((tool) => (tool.name.includes(query) ? 1 / tool.name.length : 0));
      },
    };
    const client = await MCIClient.load({ schema, ranker });
    expect(indexed).toEqual([]);
    expect(names(await client.searchTools('e'))).toEqual([
      'forecast',
      'send_mail',
      'get_weather',
      'createIssue',
      'list-issues',
    ]);
    expect(names(await client.searchTools('mail'))).toEqual(['send_mail']);
    expect(indexed).toEqual([
      ['get_weather', 'createIssue', 'send_mail', 'list-issues', 'forecast', 'rapport'],
    ]);
  });
});
