import { describe, expect, it } from 'vitest';
import {
  isRunning,
  pidFileIn,
  pngBase64,
  readPid,
  useWeatherClient,
} from './__fixtures__/load-weather-client.js';
import { toAnthropicTools } from './to-anthropic-tools.js';

const weather = useWeatherClient();

const toolUse = (name: string, input: unknown) => ({ type: 'tool_use' as const, id: 'toolu_1', name, input });

describe('toAnthropicTools', () => {
  it('defines the filtered tools under portable names with their input schemas', () => {
    const { tools } = toAnthropicTools(weather.client, { withoutTags: ['write'] });
    expect(tools.map((tool) => tool.name)).toEqual(['weather_get', 'slow', 'logo', 'forecast']);
    expect(tools[0]).toMatchObject({
      description: 'Current weather of a city',
      input_schema: { type: 'object', required: ['location'] },
    });
    expect(tools[2]?.input_schema).toEqual({ type: 'object', properties: {} });
  });

  it('answers a tool_use block with the matching tool_result block', async () => {
    const { runToolUse } = toAnthropicTools(weather.client);
    expect(await runToolUse(toolUse('weather_get', { location: 'Oslo', units: 'imperial' }))).toEqual({
      type: 'tool_result',
      tool_use_id: 'toolu_1',
      content: [{ type: 'text', text: 'Sunny in Oslo (imperial)' }],
    });
    expect((await runToolUse(toolUse('logo', {}))).content).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: pngBase64 } },
    ]);
  });

  it('marks bad input, and a tool that was filtered out, as errors with messages the model can act on', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { only: ['weather.get'] });
    const bad = await runToolUse(toolUse('weather_get', { location: 5 }));
    expect(bad.is_error).toBe(true);
    expect(bad.content[0]).toMatchObject({
      text: expect.stringMatching(/"weather\.get".*location.*must be string/),
    });
    const hidden = await runToolUse(toolUse('notes', {}));
    expect(hidden.is_error).toBe(true);
    expect(hidden.content[0]).toMatchObject({
      text: 'Tool "notes" not found.',
    });
  });

  it('stops the tool’s process when the signal aborts', async () => {
    const pidFile = pidFileIn(weather.folder);
    const controller = new AbortController();
    const running = toAnthropicTools(weather.client).runToolUse(toolUse('slow', { pidFile }), {
      signal: controller.signal,
    });
    const pid = await readPid(pidFile);
    controller.abort();
    const result = await running;
    expect(result.is_error).toBe(true);
    expect(isRunning(pid)).toBe(false);
  });
});
