import type { MCIClient } from '@mci/client';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWeatherClient } from './__fixtures__/load-weather-client.js';
import { toOpenAIChatTools } from './to-openai-chat-tools.js';

let folder: TempDir;
let client: MCIClient;

beforeEach(async () => {
  folder = await createTempDir();
  client = await loadWeatherClient(folder.path);
});

afterEach(async () => {
  await client.close();
  await folder.remove();
});

describe('toOpenAIChatTools', () => {
  it('defines chat tools and answers a tool call with the matching tool message', async () => {
    const { tools, runToolCall } = toOpenAIChatTools(client, { tags: ['read'] });
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
