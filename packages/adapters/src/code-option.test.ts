import { AIMessageChunk, type ToolMessage } from '@langchain/core/messages';
import { FakeStreamingChatModel } from '@langchain/core/utils/testing';
import { Agent, type Model, type ModelRequest, Runner, Usage } from '@openai/agents';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { isRunning, pidFileIn, readPid, useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toAiSdkTools } from './to-ai-sdk-tools.js';
import { toAnthropicTools } from './to-anthropic-tools.js';
import { toLangChainTools } from './to-lang-chain-tools.js';
import { toOpenAIAgentsTools } from './to-openai-agents-tools.js';

const weather = useWeatherClient();

const toolUse = (name: string, input: unknown) => ({ type: 'tool_use' as const, id: 'toolu_1', name, input });
const textOf = (block: { content: readonly unknown[] }) =>
  block.content.map((item) => (item as { text?: string }).text ?? '').join('\n');

/** Calls weather.get twice, once with an argument its schema refuses, and reports what came back. */
const twoCalls = `
  const seen: string[] = [await tools.weather_get({ location: 'Oslo' })];
  try { await tools.weather_get({ location: 5 }); } catch (error) { seen.push(error.code); }
  seen.push(typeof tools.notes);
  const { temperature } = await tools.forecast({});
  seen.push(temperature + 1);
  return seen;`;

describe('the code option', () => {
  it('hands out the pinned tools, search_tools and execute, telling the model the call limit', () => {
    const { tools } = toAnthropicTools(weather.client, {
      code: { pin: ['logo'], limits: { maxToolCalls: 7 } },
    });
    expect(tools.map((tool) => tool.name)).toEqual(['logo', 'search_tools', 'execute']);
    expect(tools[2]?.description).toContain('at most 7 tool calls per run');
    expect(() => toAnthropicTools(weather.client, { search: {}, code: {} })).toThrow(/not both/);
  });

  it('answers search_tools with the TypeScript declarations of the tools the filters keep', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { code: {}, withoutTags: ['write'] });
    const found = await runToolUse(toolUse('search_tools', { query: 'weather of a city' }));
    expect(found.is_error).toBeUndefined();
    expect(textOf(found)).toContain('declare namespace tools {');
    expect(textOf(found)).toMatch(/function weather_get\(args: \{\s+location: string;/);
    const hidden = await runToolUse(toolUse('search_tools', { query: 'writes a note' }));
    expect(textOf(hidden)).not.toContain('function notes');
  });

  it('runs code whose calls go through client.execute: input checked, results typed, filtered-out tools absent', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { code: {}, withoutTags: ['write'] });
    const result = await runToolUse(toolUse('execute', { code: twoCalls }));
    expect(result.is_error).toBeUndefined();
    // forecast has an outputSchema: the code gets its structured content, an object.
    expect(JSON.parse(textOf(result))).toEqual(['Sunny in Oslo (metric)', 'INVALID_INPUT', 'undefined', 22]);
  });

  it('ends a run at its limits with the limit’s code, and refuses code that is not a string', async () => {
    const { runToolUse } = toAnthropicTools(weather.client, { code: { limits: { maxToolCalls: 1 } } });
    const limited = await runToolUse(toolUse('execute', { code: twoCalls }));
    expect(limited.is_error).toBe(true);
    expect(textOf(limited)).toMatch(/tool calls/);
    const empty = await runToolUse(toolUse('execute', { code: 42 }));
    expect(textOf(empty)).toBe('Invalid input for tool "execute": code must be a non-empty string.');
  });

  it('stops the running tool’s process when the execute call is cancelled', async () => {
    const pidFile = pidFileIn(weather.folder);
    const controller = new AbortController();
    const { runToolUse } = toAnthropicTools(weather.client, { code: {} });
    const code = `await tools.slow({ pidFile: ${JSON.stringify(pidFile)} });`;
    const running = runToolUse(toolUse('execute', { code }), { signal: controller.signal });
    const pid = await readPid(pidFile);
    controller.abort();
    const result = await running;
    expect(result.is_error).toBe(true);
    expect(textOf(result)).toBe('The code run was cancelled.');
    // The run ends at once; the aborted call stops its process tree right after.
    await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false);
  });
});

describe('the code option with the frameworks', () => {
  const code = "return await tools.weather_get({ location: 'Rome' });";

  it('AI SDK: the model’s execute call runs the code and the model reads what it returned', async () => {
    const prompts: Parameters<MockLanguageModelV3['doGenerate']>[0][] = [];
    const usage = {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    };
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        prompts.push(options);
        const first = prompts.length === 1;
        const content = first
          ? [
              {
                type: 'tool-call' as const,
                toolCallId: 'c1',
                toolName: 'execute',
                input: JSON.stringify({ code }),
              },
            ]
          : [{ type: 'text' as const, text: 'done' }];
        const unified = first ? ('tool-calls' as const) : ('stop' as const);
        return { content, finishReason: { unified, raw: undefined }, usage, warnings: [] };
      },
    });
    const tools = toAiSdkTools(weather.client, { code: {} });
    await generateText({ model, tools, prompt: 'weather?', stopWhen: stepCountIs(3) });
    expect(prompts[0]?.tools?.map((tool) => tool.name)).toEqual(['search_tools', 'execute']);
    const message = prompts[1]?.prompt.find((entry) => entry.role === 'tool');
    const part = message?.role === 'tool' ? message.content[0] : undefined;
    expect(part?.type === 'tool-result' && part.output).toEqual({
      type: 'json',
      value: { printed: '', returned: 'Sunny in Rome (metric)', toolCalls: 1 },
    });
  });

  it('LangChain: the execute tool answers the fake model’s call with what the code returned', async () => {
    const tools = toLangChainTools(weather.client, { code: {} });
    const chunk = new AIMessageChunk({
      content: '',
      tool_calls: [{ id: 'c1', name: 'execute', args: { code }, type: 'tool_call' }],
    });
    const message = await new FakeStreamingChatModel({ chunks: [chunk], sleep: 0 })
      .bindTools(tools)
      .invoke('go');
    const call = message.tool_calls?.[0];
    const execute = tools.find((tool) => tool.name === call?.name);
    const answer = (await execute?.invoke({ ...call, type: 'tool_call' } as never)) as ToolMessage;
    expect(answer.content).toBe('Sunny in Rome (metric)');
  });

  it('OpenAI Agents: the run’s execute call gives the model what the code returned', async () => {
    const requests: ModelRequest[] = [];
    const model: Model = {
      async getResponse(request) {
        requests.push(request);
        const output =
          requests.length === 1
            ? [
                {
                  type: 'function_call' as const,
                  callId: 'c1',
                  name: 'execute',
                  arguments: JSON.stringify({ code }),
                  status: 'completed' as const,
                },
              ]
            : [
                {
                  type: 'message' as const,
                  role: 'assistant' as const,
                  status: 'completed' as const,
                  content: [{ type: 'output_text' as const, text: 'done' }],
                },
              ];
        return { usage: new Usage(), output };
      },
      getStreamedResponse() {
        throw new Error('this model does not stream');
      },
    };
    const agent = new Agent({ name: 'a', model, tools: toOpenAIAgentsTools(weather.client, { code: {} }) });
    await new Runner({ tracingDisabled: true }).run(agent, 'weather?');
    const input = requests[1]?.input;
    const item = Array.isArray(input)
      ? input.find((entry) => entry.type === 'function_call_result')
      : undefined;
    expect(item?.type === 'function_call_result' && item.output).toMatchObject({
      text: 'Sunny in Rome (metric)',
    });
  });
});
