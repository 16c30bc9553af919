// What an adapter adds to a call: the same text tool run directly with `client.execute`, through the
// AI SDK tool's `execute`, and through the Anthropic helper (name mapped back, result block built).
import { toAiSdkTools } from '@mci/adapters/ai-sdk';
import { toAnthropicTools } from '@mci/adapters/anthropic';
import { MCIClient } from '@mci/client';
import { afterAll, bench, describe } from 'vitest';

const client = await MCIClient.load({
  schema: {
    schemaVersion: '1.0',
    tools: Array.from({ length: 50 }, (_, index) => ({
      name: `weather.get_${index}`,
      description: `Weather, variant ${index}`,
      inputSchema: {
        type: 'object',
        properties: { location: { type: 'string' }, units: { type: 'string', default: 'metric' } },
        required: ['location'],
      },
      execution: { type: 'text', text: 'Sunny in {{props.location}} ({{props.units}})' },
    })),
  },
});
const aiSdkTool = toAiSdkTools(client).weather_get_25;
const anthropic = toAnthropicTools(client);
const input = { location: 'Paris' };
/** Warmed up first, so the JIT has compiled every path before the first measured call. */
const warm = { warmupIterations: 5000 };
const toolUse = { type: 'tool_use' as const, id: 'toolu_1', name: 'weather_get_25', input };

afterAll(() => client.close());

describe('adapters: one call of a text tool', () => {
  bench(
    'client.execute (baseline)',
    async () => {
      await client.execute('weather.get_25', input);
    },
    warm,
  );
  bench(
    'AI SDK tool execute',
    async () => {
      await aiSdkTool?.execute?.(input, { toolCallId: '1', messages: [] });
    },
    warm,
  );
  bench(
    'Anthropic runToolUse',
    async () => {
      await anthropic.runToolUse(toolUse);
    },
    warm,
  );
});

describe('adapters: building the tools of 50 tools', () => {
  bench('toAiSdkTools', () => {
    toAiSdkTools(client);
  });
  bench('toAnthropicTools', () => {
    toAnthropicTools(client);
  });
});
