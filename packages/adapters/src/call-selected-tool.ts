import { answerSearchTools } from '@mci/client/internal';
import type { ExecutionResult, MciError } from '@mci/schema';
import type { AdapterClient } from './adapter-client.js';
import { InvalidArgumentsError } from './invalid-arguments-error.js';
import type { SelectedTool, ToolSelection } from './select-tools.js';
import { UnknownToolError } from './unknown-tool-error.js';

type Call = { name: string; input: unknown; signal?: AbortSignal | undefined };

/**
 * Runs the tool a model called by its portable name. `input` is the arguments as an object or as the
 * JSON text some APIs send. A name that was not handed out (or was filtered out) and arguments that are
 * not a JSON object come back as `isError` results the model can read, like every failure of the call.
 * In search mode, `search_tools` searches the tools the filters keep and `call_tool` runs one of them.
 */
export async function callSelectedTool(
  client: AdapterClient,
  selection: ToolSelection,
  call: Call,
): Promise<ExecutionResult> {
  const tool = selection.byName.get(call.name);
  if (!tool) return unknownTool(call.name, selection.tools);
  const input = parseInput(call.input);
  if (input === undefined) {
    const problem = 'the arguments are not valid JSON';
    return toErrorResult(new InvalidArgumentsError({ toolName: tool.toolName, problem }));
  }
  if (tool.searchRole === 'search_tools') return searchTools(client, selection, input);
  if (tool.searchRole === 'call_tool') return callNamedTool(client, selection, input, call.signal);
  return execute(client, tool, input, call.signal);
}

function searchTools(
  client: AdapterClient,
  selection: ToolSelection,
  input: Record<string, unknown>,
): Promise<ExecutionResult> {
  if (!client.searchTools)
    throw new TypeError('the search option needs a client with searchTools, such as MCIClient');
  return answerSearchTools({ searchTools: client.searchTools.bind(client) }, input, {
    filter: (tool) => selection.callable.has(tool.name),
    describe: (tool) => {
      const selected = selection.callable.get(tool.name);
      return {
        name: selected?.name ?? tool.name,
        description: selected?.description ?? '',
        inputSchema: selected?.inputSchema ?? {},
      };
    },
  });
}

function callNamedTool(
  client: AdapterClient,
  selection: ToolSelection,
  input: Record<string, unknown>,
  signal: AbortSignal | undefined,
): Promise<ExecutionResult> | ExecutionResult {
  const { name, arguments: args = {} } = input;
  const tool = typeof name === 'string' ? selection.callable.get(name) : undefined;
  if (!tool) return unknownTool(String(name), [...new Set(selection.callable.values())]);
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    const problem = 'call_tool takes the arguments of the tool as an object';
    return toErrorResult(new InvalidArgumentsError({ toolName: tool.toolName, problem }));
  }
  return execute(client, tool, args as Record<string, unknown>, signal);
}

function execute(
  client: AdapterClient,
  tool: SelectedTool,
  input: Record<string, unknown>,
  signal: AbortSignal | undefined,
): Promise<ExecutionResult> {
  return client.execute(tool.toolName, input, signal ? { signal } : {});
}

/** The arguments as an object: parsed when they came as JSON text; undefined when that text is broken. */
function parseInput(input: unknown): Record<string, unknown> | undefined {
  if (typeof input !== 'string') return input as Record<string, unknown>;
  try {
    return input.trim() === '' ? {} : JSON.parse(input);
  } catch {
    return undefined;
  }
}

function unknownTool(name: string, handedOut: readonly SelectedTool[]): ExecutionResult {
  return toErrorResult(
    new UnknownToolError({ toolName: name, available: handedOut.map((tool) => tool.name) }),
  );
}

function toErrorResult(error: MciError): ExecutionResult {
  return {
    isError: true,
    error: error.message,
    errorCode: error.code,
    content: [{ type: 'text', text: error.message }],
  };
}
