import { describe, expect, it } from 'vitest';
import { useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toOpenAIChatTools } from './to-openai-chat-tools.js';

const weather = useWeatherClient();

describe('toOpenAIChatTools', () => {
  it('defines chat tools and answers a tool call with the matching tool message', async () => {
    const { tools, runToolCall } = toOpenAIChatTools(weather.client, { tags: ['read'] });
    expect(tools.map((tool) => tool.function.name)).toEqual(['weather_get', 'slow']);
    const call = {
      id: 'call_9',
      type: 'function' as const,
      function: { name: 'weather_get', arguments: '{"location":"Lima"}' },
    };
    expect(await runToolCall(call)).toEqual({
      role: 'tool',
      tool_call_id: 'call_9',
      content: 'Sunny in Lima (metric)',
    });
  });
});
