import type { ExecutionResult } from '@mci/schema';
import { InvalidInputError } from './invalid-input-error.js';
import {
  callToolName,
  defaultSearchLimit,
  maxSearchLimit,
  searchToolsName,
} from './search-tool-definitions.js';
import { toErrorResult } from './to-error-result.js';
import type { Tool } from './tool.js';
import type { SearchToolsOptions, ToolMatch } from './tool-ranker.js';

/** A match as `search_tools` shows it: the name to pass to `call_tool`, and what the tool takes. */
export interface FoundTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

/**
 * How `search_tools` shows its matches: in search mode each one `describe`d (name, description, input
 * schema, to run with `call_tool`); in code mode all of them `declare`d as one text of TypeScript
 * declarations (to call from `execute`).
 */
export type AnswerSearchToolsOptions = {
  /** Only these tools are searched (the served ones, those the caller may call). */
  readonly filter?: (tool: Tool) => boolean;
} & (
  | { readonly describe: (tool: Tool) => FoundTool; readonly declare?: undefined }
  | { readonly declare: (tools: readonly Tool[]) => string; readonly describe?: undefined }
);

/**
 * The answer of a `search_tools` call: the best matches as text for the model and as `structuredContent`
 * (`{ tools: [...] }`: the found tools in search mode, their names in code mode). Arguments that are not
 * a query and a limit from 1 to 20 give an `INVALID_INPUT` result saying which and why.
 */
export async function answerSearchTools(
  client: { searchTools(query: string, options?: SearchToolsOptions): Promise<ToolMatch[]> },
  args: Readonly<Record<string, unknown>>,
  options: AnswerSearchToolsOptions,
): Promise<ExecutionResult> {
  const { query, limit = defaultSearchLimit } = args;
  if (typeof query !== 'string' || query.trim() === '') {
    return invalidArguments('query must be a non-empty string');
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > maxSearchLimit) {
    return invalidArguments(`limit must be a whole number from 1 to ${maxSearchLimit}`);
  }
  const filter = options.filter;
  const matches = await client.searchTools(query, { limit, ...(filter !== undefined && { filter }) });
  const tools = matches.map(({ tool }) => tool);
  if (tools.length === 0) return answer(`No tool matches "${query}". Try other words.`, []);
  if (options.declare !== undefined) {
    return answer(
      options.declare(tools),
      tools.map((tool) => tool.name),
    );
  }
  const found = tools.map(options.describe);
  return answer(describeMatches(query, found), found);
}

function answer(text: string, tools: readonly unknown[]): ExecutionResult {
  return { isError: false, content: [{ type: 'text', text }], structuredContent: { tools } };
}

function describeMatches(query: string, tools: readonly FoundTool[]): string {
  return [
    `${tools.length} tool${tools.length === 1 ? '' : 's'} for "${query}", best first. Run one with ${callToolName} {"name": ..., "arguments": {...}}.`,
    ...tools.map(
      (tool, index) =>
        `\n${index + 1}. ${tool.name}: ${tool.description}\n   input schema: ${JSON.stringify(tool.inputSchema)}`,
    ),
  ].join('\n');
}

function invalidArguments(problem: string): ExecutionResult {
  return toErrorResult(new InvalidInputError({ toolName: searchToolsName, problems: [problem] }));
}
