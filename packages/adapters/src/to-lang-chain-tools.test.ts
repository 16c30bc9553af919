import { AIMessageChunk, type ToolMessage } from '@langchain/core/messages';
import type { ToolCall } from '@langchain/core/messages/tool';
import { FakeStreamingChatModel } from '@langchain/core/utils/testing';
import { describe, expect, it } from 'vitest';
import { isRunning, pidFileIn, readPid, useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toLangChainTools } from './to-lang-chain-tools.js';

const weather = useWeatherClient();

/** Binds the tools to LangChain's fake chat model, which answers with this one tool call. */
async function modelCall(
  tools: ReturnType<typeof toLangChainTools>,
  name: string,
  args: Record<string, unknown>,
) {
  const chunk = new AIMessageChunk({
    content: '',
    tool_calls: [{ id: 'call-1', name, args, type: 'tool_call' }],
  });
  const model = new FakeStreamingChatModel({ chunks: [chunk], sleep: 0 }).bindTools(tools);
  const message = await model.invoke('go');
  const call = message.tool_calls?.[0] as ToolCall;
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) throw new Error(`the model called ${call.name}, which it was not given`);
  return { model, call, tool };
}

describe('toLangChainTools', () => {
  it('gives the model portable names and JSON Schemas, and runs its call through MCI', async () => {
    const tools = toLangChainTools(weather.client, { tags: ['read'] });
    const { model, call, tool } = await modelCall(tools, 'weather_get', { location: 'Paris' });
    const sent = (
      model as unknown as { config: { tools: { function: { name: string; parameters: unknown } }[] } }
    ).config.tools;
    expect(sent.map((entry) => entry.function.name)).toEqual(['weather_get', 'slow']);
    expect(sent[0]?.function.parameters).toMatchObject({ required: ['location'] });
    const message = (await tool.invoke(call)) as ToolMessage;
    expect(message.content).toBe('Sunny in Paris (metric)');
    expect(message.tool_call_id).toBe('call-1');
    expect(message.artifact).toMatchObject({ isError: false });
  });

  it('puts the whole result, structured content included, in the tool message’s artifact', async () => {
    const tools = toLangChainTools(weather.client, { only: ['forecast'] });
    const { call, tool } = await modelCall(tools, 'forecast', {});
    const message = (await tool.invoke(call)) as ToolMessage;
    expect(message.content).toBe('{"temperature": 21}');
    expect(message.artifact).toMatchObject({ structuredContent: { temperature: 21 } });
  });

  it('fails a call with bad input with MCI’s message, naming the property', async () => {
    const tools = toLangChainTools(weather.client);
    const { call, tool } = await modelCall(tools, 'weather_get', { location: 5 });
    await expect(tool.invoke(call)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/^Invalid input for tool "weather\.get": .*location.*must be string/),
    });
  });

  it('stops the tool’s process when the call’s signal aborts', async () => {
    const pidFile = pidFileIn(weather.folder);
    const tools = toLangChainTools(weather.client);
    const { call, tool } = await modelCall(tools, 'slow', { pidFile });
    const controller = new AbortController();
    const running = tool.invoke(call, { signal: controller.signal });
    const pid = await readPid(pidFile);
    expect(isRunning(pid)).toBe(true);
    controller.abort(new Error('user stopped'));
    await running.catch(() => undefined);
    expect(isRunning(pid)).toBe(false);
  });
});
