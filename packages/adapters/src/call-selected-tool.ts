import { InvalidInputError, ToolNotFoundError } from '@mci/client';
import {
  answerSearchTools,
  findCloseNames,
  resolveCallTool,
  searchToolsName,
  toErrorResult,
} from '@mci/client/internal';
import type { ExecutionResult } from '@mci/schema';
import type { AdapterClient } from './adapter-client.js';
import { loadCodeMode } from './load-code-mode.js';
import type { SelectedTool, ToolSelection } from './select-tools.js';

type Call = { name: string; input: unknown; signal?: AbortSignal | undefined };

/**
 * Runs the tool a model called by its portable name. `input` is the arguments as an object or as the
 * JSON text some APIs send. A name that was not handed out (or was filtered out) and arguments that are
 * not a JSON object come back as `isError` results the model can read, like every failure of the call.
 * In search mode, `search_tools` searches the tools the filters keep and `call_tool` runs one of them; in
 * code mode, `search_tools` declares them and `execute` runs code that calls them.
 */
export async function callSelectedTool(
  client: AdapterClient,
  selection: ToolSelection,
  call: Call,
): Promise<ExecutionResult> {
  const tool = selection.byName.get(call.name);
  if (!tool) {
    const suggestions = findCloseNames(call.name, [...selection.byName.keys()]);
    const searchTool = selection.mode === 'all' ? {} : { searchTool: searchToolsName };
    return toErrorResult(new ToolNotFoundError({ toolName: call.name, suggestions, ...searchTool }));
  }
  const input = parseInput(call.input);
  if (input === undefined) {
    const problems = ['the arguments are not valid JSON'];
    return toErrorResult(new InvalidInputError({ toolName: tool.toolName, problems }));
  }
  if (tool.role === 'search_tools') return searchTools(client, selection, input);
  if (tool.role === 'call_tool') return callNamedTool(client, selection, input, call.signal);
  if (tool.role === 'execute') return runCode(client, selection, input, call.signal);
  return execute(client, tool, input, call.signal);
}

async function searchTools(
  client: AdapterClient,
  selection: ToolSelection,
  input: Record<string, unknown>,
): Promise<ExecutionResult> {
  if (!client.searchTools)
    throw new TypeError(`the ${selection.mode} option needs a client with searchTools, such as MCIClient`);
  const searcher = { searchTools: client.searchTools.bind(client) };
  const filter = (tool: { name: string }) => selection.callable.has(tool.name);
  if (selection.mode === 'code') {
    const { declareTools } = await loadCodeMode();
    return answerSearchTools(searcher, input, { filter, declare: declareTools });
  }
  return answerSearchTools(searcher, input, {
    filter,
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
  let resolved: { tool: SelectedTool; arguments: Record<string, unknown> };
  try {
    resolved = resolveCallTool(input, selection.callable);
  } catch (error) {
    return toErrorResult(error);
  }
  return execute(client, resolved.tool, resolved.arguments, signal);
}

/** Code mode's `execute`: each call of the code is a call of `client.execute` by the tool's real name. */
async function runCode(
  client: AdapterClient,
  selection: ToolSelection,
  input: Record<string, unknown>,
  signal: AbortSignal | undefined,
): Promise<ExecutionResult> {
  const { executeCode } = await loadCodeMode();
  return executeCode({
    arguments: input,
    tools: selection.kept,
    limits: selection.codeLimits,
    signal,
    callTool: (name, args, options) => client.execute(name, args, options),
  });
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
