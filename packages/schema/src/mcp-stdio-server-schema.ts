import * as z from 'zod';
import { mcpServerCacheConfigSchema } from './mcp-server-cache-config-schema.js';
import { requiredScopesSchema } from './required-scopes-schema.js';

/** An MCP server started as a local process and spoken to over stdio. */
export const mcpStdioServerSchema = z
  .object({
    type: z.literal('stdio').optional().meta({ description: 'Optional; a server without "type" is stdio.' }),
    command: z.string().min(1).meta({ description: 'Command to execute (e.g. "npx", "uvx").' }),
    args: z.array(z.string()).default([]).meta({ description: 'Arguments to pass to the command.' }),
    env: z.record(z.string(), z.string()).default({}).meta({
      description: 'Environment variables for the server process. Supports {{env.NAME}} templating.',
    }),
    config: mcpServerCacheConfigSchema.optional(),
    requiredScopes: requiredScopesSchema,
  })
  .meta({ title: 'STDIO MCP server', description: 'A local MCP server started as a command.' });

export type McpStdioServerConfig = z.output<typeof mcpStdioServerSchema>;
