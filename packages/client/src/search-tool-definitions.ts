/** A tool definition as MCP's `tools/list` and the model providers take it. */
export interface SearchToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: { readonly type: 'object'; readonly [key: string]: unknown };
  readonly annotations?: { readonly readOnlyHint?: boolean; readonly openWorldHint?: boolean };
}

/** The tool that finds tools in search mode. */
export const searchToolsName = 'search_tools';
/** The tool that runs a found tool in search mode. */
export const callToolName = 'call_tool';
/** The tool that runs code calling the tools, in code mode. */
export const executeToolName = 'execute';
/** At most this many matches per `search_tools` call. */
export const maxSearchLimit = 20;
/** Matches of a `search_tools` call without `limit`. */
export const defaultSearchLimit = 5;

const searchToolsInput: SearchToolDefinition['inputSchema'] = {
  type: 'object',
  properties: {
    query: { type: 'string', description: 'Words describing the task, e.g. "create a github issue"' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: maxSearchLimit,
      description: `How many tools to return (default ${defaultSearchLimit})`,
    },
  },
  required: ['query'],
};

/**
 * The two tools of search mode, as a model sees them in place of the full list: `mci run --tools search`
 * and the adapters' `search` option. Their size does not depend on the number of tools (about 300 tokens).
 */
const definitions: SearchToolDefinition[] = [
  {
    name: searchToolsName,
    title: 'Search tools',
    description:
      'Find tools by what they do. Returns the best matches with their name, description and input ' +
      `schema; run one with ${callToolName}. Search again with other words if nothing fits.`,
    inputSchema: searchToolsInput,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: callToolName,
    title: 'Call a tool',
    description: `Run a tool found with ${searchToolsName}, by its exact name, with arguments matching its input schema.`,
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The exact tool name' },
        arguments: { type: 'object', description: 'The arguments of the tool' },
      },
      required: ['name'],
    },
  },
];
export const searchToolDefinitions: readonly SearchToolDefinition[] = Object.freeze(definitions);

/**
 * The two tools of code mode (`mci run --tools code` and the adapters' `code` option): `search_tools`,
 * which answers the TypeScript declarations of the matching tools, and `execute`, which runs code calling
 * them. `maxToolCalls` is the limit of tool calls per run the model is told about.
 */
export function codeModeToolDefinitions(maxToolCalls: number): readonly SearchToolDefinition[] {
  return [
    {
      name: searchToolsName,
      title: 'Search tools',
      description:
        'Find tools by what they do. Returns their TypeScript declarations (one namespace per toolset, ' +
        `async functions with typed arguments and results) to call from ${executeToolName}. Search again with other words if nothing fits.`,
      inputSchema: searchToolsInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: executeToolName,
      title: 'Run code that calls tools',
      description:
        'Run JavaScript or TypeScript (the body of an async function) that calls the tools found with ' +
        `${searchToolsName} as \`await namespace.tool(args)\`; a failed call throws an Error with a code. ` +
        'Filter and combine results in the code and print (console.log) or return only what you need. ' +
        `No files, network or timers; at most ${maxToolCalls} tool calls per run.`,
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', description: 'The code to run' } },
        required: ['code'],
      },
    },
  ];
}
