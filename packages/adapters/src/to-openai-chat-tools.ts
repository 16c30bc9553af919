import type { AdapterClient } from './adapter-client.js';
import { contentToText } from './content-to-text.js';
import { createFunctionToolkit, type FunctionDefinition } from './create-function-toolkit.js';
import type { FunctionToolsOptions } from './function-tools-options.js';

/** A tool of the OpenAI Chat Completions API (`tools` of a request). */
export interface OpenAIChatTool {
  type: 'function';
  function: FunctionDefinition;
}

/** One of `message.tool_calls` of a chat completion. */
export interface OpenAIChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The `tool` message answering a tool call, for the next request's messages. */
export interface OpenAIChatToolMessage {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

/** The definitions to send and the helper that runs the model's tool calls. */
export interface OpenAIChatTools {
  readonly tools: OpenAIChatTool[];
  runToolCall(call: OpenAIChatToolCall, options?: { signal?: AbortSignal }): Promise<OpenAIChatToolMessage>;
}

/**
 * The client's tools for the OpenAI Chat Completions API, with portable names and strict schemas unless
 * `strict: false`, and `runToolCall`, which runs one of `message.tool_calls` through MCI and returns the
 * matching `tool` message (the result's text; a failure's message, which the model can act on).
 */
export function toOpenAIChatTools(
  client: AdapterClient,
  options: FunctionToolsOptions = {},
): OpenAIChatTools {
  const toolkit = createFunctionToolkit(client, options);
  return {
    tools: toolkit.definitions.map((definition) => ({ type: 'function', function: definition })),
    runToolCall: async (call, runOptions = {}) => {
      const result = await toolkit.run(call.function.name, call.function.arguments, runOptions.signal);
      return { role: 'tool', tool_call_id: call.id, content: contentToText(result) };
    },
  };
}
