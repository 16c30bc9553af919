import type { FunctionTool } from '@openai/agents';
import type { AdapterClient } from './adapter-client.js';
import { contentToText } from './content-to-text.js';
import { createFunctionToolkit } from './create-function-toolkit.js';
import type { FunctionToolsOptions } from './function-tools-options.js';

/**
 * The client's tools as OpenAI Agents SDK function tools with portable names (the SDK would otherwise
 * rename `weather.get` to `weather_get` and the model's calls would miss). Schemas are strict-compatible
 * unless `strict: false`, and nulls the model sends for optional properties are removed before MCI
 * checks the input. The run's signal cancels the tool. A failure comes back as text the model reads, as
 * the SDK does for its own tools. The tools are built as plain objects, without importing the SDK.
 */
export function toOpenAIAgentsTools(
  client: AdapterClient,
  options: FunctionToolsOptions = {},
): FunctionTool[] {
  const toolkit = createFunctionToolkit(client, options);
  return toolkit.definitions.map(
    (definition): FunctionTool => ({
      type: 'function',
      name: definition.name,
      description: definition.description,
      parameters: definition.parameters as FunctionTool['parameters'],
      strict: definition.strict,
      needsApproval: async () => false,
      isEnabled: async () => true,
      invoke: async (_context, input, details) => {
        const result = await toolkit.run(definition.name, input, details?.signal);
        // A run that was stopped ends with the signal's reason, as the SDK's own tools do.
        if (details?.signal?.aborted) throw details.signal.reason;
        return contentToText(result);
      },
    }),
  );
}
