import { describe, expect, it } from 'vitest';
import { useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toAnthropicTools } from './to-anthropic-tools.js';
import { toOpenAIChatTools } from './to-openai-chat-tools.js';

const weather = useWeatherClient();

const toolUse = (name: string, input: unknown) => ({ type: 'tool_use' as const, id: 'toolu_1', name, input });
const textOf = (block: { content: unknown }) => JSON.stringify(block.content);

describe('the search option', () => {
  it('hands out the pinned tools and the two search tools instead of the full list', () => {
    const { tools } = toAnthropicTools(weather.client, { search: { pin: ['logo'] } });
    expect(tools.map((tool) => tool.name)).toEqual(['logo', 'search_tools', 'call_tool']);
    const chat = toOpenAIChatTools(weather.client, { search: {} });
    expect(chat.tools.map((tool) => tool.function.name)).toEqual(['search_tools', 'call_tool']);
  });

  it('finds a tool by the words of its description, among the tools the filters keep', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { search: {}, withoutTags: ['write'] });
    const found = await runToolUse(toolUse('search_tools', { query: 'current weather of a city' }));
    expect(found.is_error).toBeUndefined();
    expect(textOf(found)).toContain('weather_get');
    const hidden = await runToolUse(toolUse('search_tools', { query: 'notes' }));
    expect(textOf(hidden)).not.toMatch(/\d\. notes:/);
  });

  it('runs a found tool through call_tool as a direct call would, by its portable or real name', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { search: {} });
    const direct = await toAnthropicTools(weather.client).runToolUse(
      toolUse('weather_get', { location: 'Oslo' }),
    );
    const portable = await runToolUse(
      toolUse('call_tool', { name: 'weather_get', arguments: { location: 'Oslo' } }),
    );
    const real = await runToolUse(
      toolUse('call_tool', { name: 'weather.get', arguments: { location: 'Oslo' } }),
    );
    expect(portable.content).toEqual(direct.content);
    expect(real.content).toEqual(direct.content);
    const bad = await runToolUse(toolUse('call_tool', { name: 'weather_get', arguments: { location: 5 } }));
    expect(bad.is_error).toBe(true);
    expect(textOf(bad)).toMatch(/location.*must be string/);
  });

  it('refuses a tool the filters left out or a misspelt one, pointing to search_tools', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { search: {}, only: ['weather.get'] });
    const refused = await runToolUse(toolUse('call_tool', { name: 'notes', arguments: {} }));
    expect(refused.is_error).toBe(true);
    expect(refused.content).toEqual([
      { type: 'text', text: 'Tool "notes" not found. Find tools with search_tools.' },
    ]);
    const misspelt = await runToolUse(toolUse('call_tool', { name: 'weather_gte', arguments: {} }));
    expect(misspelt.content).toEqual([
      {
        type: 'text',
        text: 'Tool "weather_gte" not found. Did you mean "weather_get", "weather.get"? Find tools with search_tools.',
      },
    ]);
    const notObject = await runToolUse(toolUse('call_tool', { name: 'weather_get', arguments: 'Oslo' }));
    expect(notObject.content).toEqual([
      { type: 'text', text: 'Invalid input for tool "call_tool": arguments must be an object.' },
    ]);
  });

  it('needs a weather.client that can search', () => {
    const bare = {
      tools: () => weather.client.tools(),
      execute: weather.client.execute.bind(weather.client),
    };
    expect(() => toAnthropicTools(bare, { search: {} })).toThrow(/searchTools/);
  });
});
