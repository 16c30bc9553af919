import type { ExecutionResult } from '@mci/schema';
import { defaultSearchLimit, maxSearchLimit } from './search-tool-definitions.js';
import type { Tool } from './tool.js';
import type { SearchToolsOptions, ToolMatch } from './tool-ranker.js';

/** A match as `search_tools` shows it: the name to pass to `call_tool`, and what the tool takes. */
export interface FoundTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

export interface AnswerSearchToolsOptions {
  /** Only these tools are searched (the served ones, those the caller may call). */
  readonly filter?: (tool: Tool) => boolean;
  /** How a match is shown to the model. */
  readonly describe: (tool: Tool) => FoundTool;
}

/**
 * The answer of a `search_tools` call: the best matches, each with its name, description and input
 * schema, as text for the model and as `structuredContent` (`{ tools: [...] }`). Arguments that are not a
 * query and a limit from 1 to 20 give an `INVALID_INPUT` result saying which and why.
 */
export async function answerSearchTools(
  client: { searchTools(query: string, options?: SearchToolsOptions): Promise<ToolMatch[]> },
  args: Readonly<Record<string, unknown>>,
  options: AnswerSearchToolsOptions,
): Promise<ExecutionResult> {
  const { query, limit = defaultSearchLimit } = args;
  if (typeof query !== 'string' || query.trim() === '') {
    return invalidInput('search_tools: query must be a non-empty string.');
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > maxSearchLimit) {
    return invalidInput(`search_tools: limit must be a whole number from 1 to ${maxSearchLimit}.`);
  }
  const filter = options.filter;
  const matches = await client.searchTools(query, { limit, ...(filter !== undefined && { filter }) });
  const tools = matches.map(({ tool }) => options.describe(tool));
  return {
    isError: false,
    content: [{ type: 'text', text: describeMatches(query, tools) }],
    structuredContent: { tools },
  };
}

function describeMatches(query: string, tools: readonly FoundTool[]): string {
  if (tools.length === 0) return `No tool matches "${query}". Try other words.`;
  return [
    `${tools.length} tool${tools.length === 1 ? '' : 's'} for "${query}", best first. Run one with call_tool {"name": ..., "arguments": {...}}.`,
    ...tools.map(
      (tool, index) =>
        `\n${index + 1}. ${tool.name}: ${tool.description}\n   input schema: ${JSON.stringify(tool.inputSchema)}`,
    ),
  ].join('\n');
}

function invalidInput(message: string): ExecutionResult {
  return {
    isError: true,
    content: [{ type: 'text', text: message }],
    error: message,
    errorCode: 'INVALID_INPUT',
  };
}
