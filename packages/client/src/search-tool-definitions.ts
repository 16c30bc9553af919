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
/** At most this many matches per `search_tools` call. */
export const maxSearchLimit = 20;
/** Matches of a `search_tools` call without `limit`. */
export const defaultSearchLimit = 5;

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
    inputSchema: {
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
    },
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
