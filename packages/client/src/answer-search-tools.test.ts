import { describe, expect, it } from 'vitest';
import { answerSearchTools } from './answer-search-tools.js';
import { MCIClient } from './mci-client.js';

const text = { type: 'text', text: 'ok' };
const schema = {
  schemaVersion: '1.0',
  tools: [
    { name: 'get_weather', description: 'Current weather for a city', execution: text },
    { name: 'forecast', description: 'Weather forecast for a city', execution: text },
    { name: 'send_mail', description: 'Send a message', execution: text },
  ],
};

describe('answerSearchTools', () => {
  it('describes each match in search mode, and declares them all in code mode', async () => {
    const client = await MCIClient.load({ schema });
    const describe = (tool: { name: string }) => ({ name: tool.name, description: 'd', inputSchema: {} });
    const found = await answerSearchTools(client, { query: 'weather', limit: 1 }, { describe });
    expect(found.structuredContent).toEqual({
      tools: [{ name: 'get_weather', description: 'd', inputSchema: {} }],
    });
    expect(found.content[0]).toMatchObject({ text: expect.stringContaining('Run one with call_tool') });
    const declare = (tools: readonly { name: string }[]) =>
      tools.map((tool) => `declare ${tool.name}`).join('\n');
    const filter = (tool: { name: string }) => tool.name !== 'forecast';
    const declared = await answerSearchTools(client, { query: 'weather' }, { filter, declare });
    expect(declared).toEqual({
      isError: false,
      content: [{ type: 'text', text: 'declare get_weather' }],
      structuredContent: { tools: ['get_weather'] },
    });
  });

  it('says when nothing matches, and refuses a query or limit it cannot use', async () => {
    const client = await MCIClient.load({ schema });
    const declare = () => 'never';
    const none = await answerSearchTools(client, { query: 'zebra' }, { declare });
    expect(none.content).toEqual([{ type: 'text', text: 'No tool matches "zebra". Try other words.' }]);
    const empty = await answerSearchTools(client, { query: ' ' }, { declare });
    expect(empty).toMatchObject({
      errorCode: 'INVALID_INPUT',
      error: 'Invalid input for tool "search_tools": query must be a non-empty string.',
    });
    const tooMany = await answerSearchTools(client, { query: 'mail', limit: 21 }, { declare });
    expect(tooMany.error).toBe(
      'Invalid input for tool "search_tools": limit must be a whole number from 1 to 20.',
    );
  });
});
