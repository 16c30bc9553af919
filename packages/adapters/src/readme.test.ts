import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AIMessageChunk } from '@langchain/core/messages';
import { FakeStreamingChatModel } from '@langchain/core/utils/testing';
import { runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { type Model, setTracingDisabled, Usage } from '@openai/agents';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { useWeatherClient } from './__fixtures__/load-weather-client.js';

/** The README's examples that use an adapter, by the subpath they import. */
const snippets = new Map(
  runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url))).flatMap(({ code }) => {
    const subpath = /from '@mci\/adapters\/([a-z-]+)'/.exec(code)?.[1];
    return subpath ? [[subpath, code] as const] : [];
  }),
);

/**
 * Runs an example as a module next to the sources (its adapter import pointing at the source file), with
 * `bindings` as the variables it expects, and returns the value of its last `const`.
 */
async function runSnippet(subpath: string, bindings: Record<string, unknown>): Promise<unknown> {
  const code = (snippets.get(subpath) ?? '').replace(/'@mci\/adapters\/([a-z-]+)'/, "'./$1.js'");
  const lines = code.split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const body = lines.filter((line) => !line.startsWith('import ')).join('\n');
  const last = [...body.matchAll(/const (\w+) =/g)].at(-1)?.[1];
  const names = Object.keys(bindings).join(', ');
  const module = `${imports.join('\n')}\nexport default async function ({ ${names} }) {\n${body}\nreturn ${last};\n}\n`;
  const file = fileURLToPath(new URL(`./readme-${subpath}.snippet.ts`, import.meta.url));
  await writeFile(file, module);
  try {
    const { default: run } = await import(file);
    return await run(bindings);
  } finally {
    await rm(file, { force: true });
  }
}

const weatherCall = { location: 'Paris' };
const weather = useWeatherClient();

describe('the README examples', () => {
  it('shows every subpath', () => {
    expect([...snippets.keys()].sort()).toEqual([
      'ai-sdk',
      'anthropic',
      'langchain',
      'openai',
      'openai-agents',
    ]);
  });

  it('AI SDK: the model gets the tool’s result', async () => {
    const usage = {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    };
    let calls = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async ({ prompt }) => {
        calls += 1;
        const tool = prompt.find((message) => message.role === 'tool')?.content[0];
        const echo = tool?.type === 'tool-result' && tool.output.type === 'text' ? tool.output.value : '';
        const content =
          calls === 1
            ? [
                {
                  type: 'tool-call' as const,
                  toolCallId: '1',
                  toolName: 'weather_get',
                  input: JSON.stringify(weatherCall),
                },
              ]
            : [{ type: 'text' as const, text: echo }];
        return { content, finishReason: { unified: 'stop' as const, raw: undefined }, usage, warnings: [] };
      },
    });
    const result = (await runSnippet('ai-sdk', { client: weather.client, model })) as { text: string };
    expect(result.text).toBe('Sunny in Paris (metric)');
  });

  it('LangChain: the tool call gets its tool message', async () => {
    const chunk = new AIMessageChunk({
      content: '',
      tool_calls: [{ id: '1', name: 'weather_get', args: weatherCall, type: 'tool_call' }],
    });
    const model = new FakeStreamingChatModel({ chunks: [chunk], sleep: 0 });
    const messages = (await runSnippet('langchain', { client: weather.client, model })) as {
      content: unknown;
    }[];
    expect(messages.map((message) => message.content)).toEqual(['Sunny in Paris (metric)']);
  });

  it('OpenAI Agents SDK: the run ends with the model’s answer after the tool ran', async () => {
    setTracingDisabled(true);
    const seen: unknown[] = [];
    const model: Model = {
      async getResponse(request) {
        seen.push(request.input);
        const output =
          seen.length === 1
            ? [
                {
                  type: 'function_call' as const,
                  callId: '1',
                  name: 'weather_get',
                  arguments: '{"location":"Paris","units":null}',
                },
              ]
            : [
                {
                  type: 'message' as const,
                  role: 'assistant' as const,
                  status: 'completed' as const,
                  content: [{ type: 'output_text' as const, text: 'sunny' }],
                },
              ];
        return { usage: new Usage(), output };
      },
      getStreamedResponse() {
        throw new Error('this model does not stream');
      },
    };
    const result = (await runSnippet('openai-agents', { client: weather.client, model })) as {
      finalOutput: unknown;
    };
    expect(result.finalOutput).toBe('sunny');
    expect(JSON.stringify(seen[1])).toContain('Sunny in Paris (metric)');
  });

  it('Anthropic: each tool_use block gets its tool_result block', async () => {
    const anthropic = {
      messages: {
        create: async (request: { tools: { name: string }[] }) => ({
          content: [{ type: 'tool_use', id: 'toolu_1', name: request.tools[0]?.name, input: weatherCall }],
        }),
      },
    };
    expect(await runSnippet('anthropic', { client: weather.client, anthropic })).toEqual([
      {
        type: 'tool_result',
        tool_use_id: 'toolu_1',
        content: [{ type: 'text', text: 'Sunny in Paris (metric)' }],
      },
    ]);
  });

  it('OpenAI Responses: each function_call gets its function_call_output', async () => {
    const openai = {
      responses: {
        create: async (request: { tools: { name: string }[] }) => ({
          output: [
            {
              type: 'function_call',
              call_id: 'c1',
              name: request.tools[0]?.name,
              arguments: '{"location":"Paris","units":null}',
            },
          ],
        }),
      },
    };
    expect(await runSnippet('openai', { client: weather.client, openai })).toEqual([
      { type: 'function_call_output', call_id: 'c1', output: 'Sunny in Paris (metric)' },
    ]);
  });
});
