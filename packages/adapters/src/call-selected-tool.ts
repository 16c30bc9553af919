import type { ExecutionResult, MciError } from '@mci/schema';
import type { AdapterClient } from './adapter-client.js';
import { InvalidArgumentsError } from './invalid-arguments-error.js';
import type { ToolSelection } from './select-tools.js';
import { UnknownToolError } from './unknown-tool-error.js';

/**
 * Runs the tool a model called by its portable name. `input` is the arguments as an object or as the
 * JSON text some APIs send. A name that was not handed out (or was filtered out) and arguments that are
 * not a JSON object come back as `isError` results the model can read, like every failure of the call.
 */
export async function callSelectedTool(
  client: AdapterClient,
  selection: ToolSelection,
  call: { name: string; input: unknown; signal?: AbortSignal | undefined },
): Promise<ExecutionResult> {
  const tool = selection.byName.get(call.name);
  if (!tool) {
    const available = selection.tools.map((selected) => selected.name);
    return toErrorResult(new UnknownToolError({ toolName: call.name, available }));
  }
  let input = call.input;
  if (typeof input === 'string') {
    try {
      input = input.trim() === '' ? {} : JSON.parse(input);
    } catch {
      const problem = 'the arguments are not valid JSON';
      return toErrorResult(new InvalidArgumentsError({ toolName: tool.toolName, problem }));
    }
  }
  const options = call.signal ? { signal: call.signal } : {};
  return client.execute(tool.toolName, input as Record<string, unknown>, options);
}

function toErrorResult(error: MciError): ExecutionResult {
  return {
    isError: true,
    error: error.message,
    errorCode: error.code,
    content: [{ type: 'text', text: error.message }],
  };
}
