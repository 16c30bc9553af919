import type { MCIClient, Tool } from '@mci/client';
import { defaultSearchLimit, maxSearchLimit } from './search-tool-definitions.js';
import { toMcpTool } from './to-mcp-tool.js';
import type { ToolCallResult } from './tool-call.js';
import { toolErrorResult } from './tool-error-result.js';

/**
 * The answer of `search_tools`: the best matches among the served tools, each with its name, description
 * and input schema, as text for the model and as `structuredContent` (`{ tools: [...] }`).
 */
export async function answerSearchTools(
  client: MCIClient,
  filter: (tool: Tool) => boolean,
  args: Readonly<Record<string, unknown>>,
): Promise<ToolCallResult> {
  const { query, limit = defaultSearchLimit } = args;
  if (typeof query !== 'string' || query.trim() === '') {
    return toolErrorResult('INVALID_INPUT', 'search_tools: query must be a non-empty string.');
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > maxSearchLimit) {
    return toolErrorResult(
      'INVALID_INPUT',
      `search_tools: limit must be a whole number from 1 to ${maxSearchLimit}.`,
    );
  }
  const matches = await client.searchTools(query, { limit, filter });
  const tools = matches.map(({ tool }) => {
    const listed = toMcpTool(tool);
    return { name: listed.name, description: listed.description, inputSchema: listed.inputSchema };
  });
  const text =
    tools.length === 0
      ? `No tool matches "${query}". Try other words.`
      : [
          `${tools.length} tool${tools.length === 1 ? '' : 's'} for "${query}", best first. Run one with call_tool {"name": ..., "arguments": {...}}.`,
          ...tools.map(
            (tool, index) =>
              `\n${index + 1}. ${tool.name}: ${tool.description}\n   input schema: ${JSON.stringify(tool.inputSchema)}`,
          ),
        ].join('\n');
  return { isError: false, content: [{ type: 'text', text }], structuredContent: { tools } };
}
