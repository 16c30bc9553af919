import * as z from 'zod';
import { mcpHttpServerSchema } from './mcp-http-server-schema.js';
import { mcpStdioServerSchema } from './mcp-stdio-server-schema.js';

/** An entry of `mcp_servers`: stdio (no `type`, or `"stdio"`) or `"http"`. */
export const mcpServerSchema = z.discriminatedUnion('type', [mcpStdioServerSchema, mcpHttpServerSchema]);

export type McpServerConfig = z.output<typeof mcpServerSchema>;
