import * as z from 'zod';

/** `execution` of a tool served by an MCP server of the main file's `mcp_servers`. */
export const mcpExecutionSchema = z
  .object({
    type: z.literal('mcp').meta({ description: 'Must be "mcp".' }),
    serverName: z.string().min(1).meta({ description: 'Key of the server in mcp_servers.' }),
    toolName: z.string().min(1).meta({ description: 'Name of the tool on that server.' }),
  })
  .meta({ title: 'MCP execution', description: 'Call a tool of an MCP server.' });

export type McpExecutionConfig = z.output<typeof mcpExecutionSchema>;
