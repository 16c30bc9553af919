import { DynamicStructuredTool } from '@langchain/core/tools';
import type { AdapterClient } from './adapter-client.js';
import type { AdapterOptions } from './adapter-options.js';
import { callSelectedTool } from './call-selected-tool.js';
import { contentToText } from './content-to-text.js';
import { type SelectedTool, selectTools, type ToolSelection } from './select-tools.js';
import { ToolResultError } from './tool-result-error.js';

/**
 * The client's tools as LangChain `DynamicStructuredTool`s with portable names. The model sees the
 * tool's JSON Schema; the input is checked by MCI, so a bad call fails with MCI's message naming the
 * property and the reason. The call's `signal` cancels the tool. A tool's output is its text, with the
 * whole `ExecutionResult` (images, `structuredContent`) as the message's artifact; a failure throws
 * `ToolResultError`.
 */
export function toLangChainTools(
  client: AdapterClient,
  options: AdapterOptions = {},
): DynamicStructuredTool[] {
  const selection = selectTools(client, options);
  return selection.tools.map((tool) => toLangChainTool(client, selection, tool));
}

function toLangChainTool(
  client: AdapterClient,
  selection: ToolSelection,
  tool: SelectedTool,
): DynamicStructuredTool {
  return new DynamicStructuredTool({
    name: tool.name,
    description: tool.description,
    // LangChain reads a Standard JSON Schema for the model (`toJsonSchema`); its types list only Zod
    // and plain JSON Schema, hence the cast.
    schema: checkedByMci(tool.inputSchema) as never,
    responseFormat: 'content_and_artifact',
    func: async (input: unknown, _runManager: unknown, config?: { signal?: AbortSignal }) => {
      const result = await callSelectedTool(client, selection, {
        name: tool.name,
        input,
        signal: config?.signal,
      });
      if (result.isError) throw new ToolResultError({ toolName: tool.toolName, result });
      return [contentToText(result), result];
    },
  });
}

/**
 * A Standard Schema whose JSON Schema is the tool's and whose check lets every value through: MCI checks
 * the input when the tool runs, with messages a model can act on, instead of LangChain's generic one.
 */
function checkedByMci(inputSchema: Record<string, unknown>) {
  const jsonSchema = () => inputSchema;
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'mci',
      validate: (value: unknown) => ({ value: value as Record<string, unknown> }),
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
  };
}
