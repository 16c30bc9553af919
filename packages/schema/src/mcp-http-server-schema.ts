import * as z from 'zod';
import { mcpServerCacheConfigSchema } from './mcp-server-cache-config-schema.js';
import { requiredScopesSchema } from './required-scopes-schema.js';

/** A remote MCP server spoken to over Streamable HTTP. */
export const mcpHttpServerSchema = z
  .object({
    type: z.literal('http').meta({ description: 'Must be "http".' }),
    url: z.string().min(1).meta({ description: 'Server URL endpoint.' }),
    headers: z
      .record(z.string(), z.string())
      .default({})
      .meta({ description: 'HTTP headers (e.g. for authentication). Supports {{env.NAME}} templating.' }),
    config: mcpServerCacheConfigSchema.optional(),
    requiredScopes: requiredScopesSchema,
  })
  .meta({ title: 'HTTP MCP server', description: 'A remote MCP server reached over HTTP.' });

export type McpHttpServerConfig = z.output<typeof mcpHttpServerSchema>;
