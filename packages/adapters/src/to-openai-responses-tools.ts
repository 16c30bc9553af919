import type { AdapterClient } from './adapter-client.js';
import { contentToText } from './content-to-text.js';
import { createFunctionToolkit } from './create-function-toolkit.js';
import type { FunctionToolsOptions } from './function-tools-options.js';

/** A function tool of the OpenAI Responses API (`tools` of a request). */
export interface OpenAIResponsesTool {
  type: 'function';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict: boolean;
}

/** A `function_call` item of a response's output. */
export interface OpenAIFunctionCall {
  type: 'function_call';
  call_id: string;
  name: string;
  arguments: string;
}

/** The `function_call_output` item answering a `function_call`, for the next request's input. */
export interface OpenAIFunctionCallOutput {
  type: 'function_call_output';
  call_id: string;
  output: string;
}

/** The definitions to send and the helper that runs the model's `function_call` items. */
export interface OpenAIResponsesTools {
  readonly tools: OpenAIResponsesTool[];
  runFunctionCall(
    call: OpenAIFunctionCall,
    options?: { signal?: AbortSignal },
  ): Promise<OpenAIFunctionCallOutput>;
}

/**
 * The client's tools for the OpenAI Responses API, with portable names and strict schemas unless
 * `strict: false`, and `runFunctionCall`, which runs a `function_call` item through MCI and returns the
 * matching `function_call_output` (the result's text; a failure's message, which the model can act on).
 */
export function toOpenAIResponsesTools(
  client: AdapterClient,
  options: FunctionToolsOptions = {},
): OpenAIResponsesTools {
  const toolkit = createFunctionToolkit(client, options);
  return {
    tools: toolkit.definitions.map((definition) => ({ type: 'function', ...definition })),
    runFunctionCall: async (call, runOptions = {}) => {
      const result = await toolkit.run(call.name, call.arguments, runOptions.signal);
      return { type: 'function_call_output', call_id: call.call_id, output: contentToText(result) };
    },
  };
}
