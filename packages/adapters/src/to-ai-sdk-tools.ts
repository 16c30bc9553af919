import type { ExecutionResult } from '@mci/schema';
import { dynamicTool, type JSONSchema7, jsonSchema, type ToolSet } from 'ai';
import type { AdapterClient } from './adapter-client.js';
import type { AdapterOptions } from './adapter-options.js';
import { callSelectedTool } from './call-selected-tool.js';
import { selectTools } from './select-tools.js';
import { toAiSdkModelOutput } from './to-ai-sdk-model-output.js';
import { ToolResultError } from './tool-result-error.js';

/**
 * The client's tools as an AI SDK `ToolSet` of dynamic tools, keyed by portable names. The input schema
 * is the tool's JSON Schema, checked by MCI (whose messages name the property and the reason); the
 * call's `abortSignal` cancels the tool; a failure throws `ToolResultError`, which the SDK turns into a
 * tool error the model reads; images and `structuredContent` reach the model through `toModelOutput`.
 */
export function toAiSdkTools(client: AdapterClient, options: AdapterOptions = {}): ToolSet {
  const selection = selectTools(client, options);
  const entries = selection.tools.map((tool) => {
    const definition = dynamicTool({
      description: tool.description,
      inputSchema: jsonSchema(tool.inputSchema as JSONSchema7),
      execute: async (input, { abortSignal }) => {
        const call = { name: tool.name, input, signal: abortSignal };
        const result = await callSelectedTool(client, selection, call);
        if (result.isError) throw new ToolResultError({ toolName: tool.toolName, result });
        return result;
      },
      toModelOutput: ({ output }) => toAiSdkModelOutput(output as ExecutionResult),
    });
    return [tool.name, definition] as const;
  });
  return Object.fromEntries(entries);
}
