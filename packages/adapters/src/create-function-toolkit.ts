import type { ExecutionResult } from '@mci/schema';
import type { AdapterClient } from './adapter-client.js';
import { callSelectedTool } from './call-selected-tool.js';
import type { FunctionToolsOptions } from './function-tools-options.js';
import { removeStrictNulls } from './remove-strict-nulls.js';
import { selectTools } from './select-tools.js';
import { toStrictJsonSchema } from './to-strict-json-schema.js';

/** A function definition as the OpenAI APIs and the OpenAI Agents SDK take it. */
export interface FunctionDefinition {
  readonly name: string;
  readonly description: string;
  readonly parameters: Record<string, unknown>;
  readonly strict: boolean;
}

/** The definitions of the selected tools and the way to run a call of one of them. */
export interface FunctionToolkit {
  readonly definitions: readonly FunctionDefinition[];
  /** Runs a call by its portable name; `input` is the arguments as JSON text or as an object. */
  run(name: string, input: unknown, signal?: AbortSignal): Promise<ExecutionResult>;
}

/** Selects the client's tools, builds their (strict, unless `strict: false`) definitions, and runs calls. */
export function createFunctionToolkit(client: AdapterClient, options: FunctionToolsOptions): FunctionToolkit {
  const selection = selectTools(client, options);
  const definitions = selection.tools.map((tool): FunctionDefinition => {
    const strict = options.strict === false ? undefined : toStrictJsonSchema(tool.inputSchema);
    const parameters = strict ?? tool.inputSchema;
    return { name: tool.name, description: tool.description, parameters, strict: strict !== undefined };
  });
  const strictNames = new Set(definitions.filter((definition) => definition.strict).map(({ name }) => name));
  return {
    definitions,
    run: (name, input, signal) => {
      const tool = selection.byName.get(name);
      const parsed = tool && strictNames.has(name) ? parseObject(input) : undefined;
      const mapped = parsed && tool ? removeStrictNulls(tool.inputSchema, parsed) : input;
      return callSelectedTool(client, selection, { name, input: mapped, signal });
    },
  };
}

/** The arguments as an object, or undefined when they are not one (the call then reports why). */
function parseObject(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return undefined;
  }
}
