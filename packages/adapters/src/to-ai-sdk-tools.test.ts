import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import {
  isRunning,
  pidFileIn,
  pngBase64,
  readPid,
  useWeatherClient,
} from './__fixtures__/load-weather-client.js';
import { toAiSdkTools } from './to-ai-sdk-tools.js';

type GenerateOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];

const weather = useWeatherClient();

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A model that calls one tool, then answers with text; it records every request it gets. */
function callingModel(toolName: string, input: unknown) {
  const requests: GenerateOptions[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      requests.push(options);
      const content =
        requests.length === 1
          ? [{ type: 'tool-call' as const, toolCallId: 'call-1', toolName, input: JSON.stringify(input) }]
          : [{ type: 'text' as const, text: 'done' }];
      const unified = requests.length === 1 ? ('tool-calls' as const) : ('stop' as const);
      return { content, finishReason: { unified, raw: undefined }, usage, warnings: [] };
    },
  });
  return { model, requests };
}

/** What the model was sent as the result of its tool call, in the request after the call. */
function toolOutputSeen(requests: GenerateOptions[]): unknown {
  const message = requests[1]?.prompt.find((entry) => entry.role === 'tool');
  const part = message?.role === 'tool' ? message.content[0] : undefined;
  return part?.type === 'tool-result' ? part.output : undefined;
}

describe('toAiSdkTools', () => {
  it('offers the filtered tools under portable names and runs a call through MCI', async () => {
    const { model, requests } = callingModel('weather_get', { location: 'Paris' });
    const tools = toAiSdkTools(weather.client, { tags: ['read'] });
    const result = await generateText({ model, tools, prompt: 'weather?', stopWhen: stepCountIs(3) });
    expect(requests[0]?.tools?.map((tool) => tool.name)).toEqual(['weather_get', 'slow']);
    const sent = requests[0]?.tools?.[0];
    expect(sent?.type === 'function' && sent.inputSchema).toMatchObject({ required: ['location'] });
    expect(toolOutputSeen(requests)).toEqual({ type: 'text', value: 'Sunny in Paris (metric)' });
    expect(result.text).toBe('done');
  });

  it('gives the model MCI’s message for bad input, naming the property', async () => {
    const { model, requests } = callingModel('weather_get', { location: 5 });
    const tools = toAiSdkTools(weather.client);
    const result = await generateText({ model, tools, prompt: 'weather?', stopWhen: stepCountIs(3) });
    const output = toolOutputSeen(requests) as { type: string; value: string };
    expect(output.type).toBe('error-text');
    expect(output.value).toMatch(/^Invalid input for tool "weather\.get": .*location.*must be string/);
    const error = result.steps[0]?.content.find((part) => part.type === 'tool-error');
    expect(error?.type === 'tool-error' && (error.error as { code: string }).code).toBe('INVALID_INPUT');
  });

  it('hands an image result to the model as image data', async () => {
    const { model, requests } = callingModel('logo', {});
    await generateText({
      model,
      tools: toAiSdkTools(weather.client),
      prompt: 'logo?',
      stopWhen: stepCountIs(3),
    });
    expect(toolOutputSeen(requests)).toEqual({
      type: 'content',
      value: [{ type: 'image-data', data: pngBase64, mediaType: 'image/png' }],
    });
  });

  it('hands structured content to the model as JSON', async () => {
    const { model, requests } = callingModel('forecast', {});
    await generateText({
      model,
      tools: toAiSdkTools(weather.client),
      prompt: 'tomorrow?',
      stopWhen: stepCountIs(3),
    });
    expect(toolOutputSeen(requests)).toEqual({ type: 'json', value: { temperature: 21 } });
  });

  it('stops the tool’s process when the generation is aborted mid-call', async () => {
    const pidFile = pidFileIn(weather.folder);
    const { model } = callingModel('slow', { pidFile });
    const controller = new AbortController();
    const tools = toAiSdkTools(weather.client);
    const generation = generateText({ model, tools, prompt: 'go', abortSignal: controller.signal });
    const pid = await readPid(pidFile);
    expect(isRunning(pid)).toBe(true);
    controller.abort(new Error('user stopped'));
    await generation.catch(() => undefined);
    expect(isRunning(pid)).toBe(false);
  });
});
