import type { Tool as McpTool } from '@modelcontextprotocol/client';

const hintTags = [
  ['readOnlyHint', 'IsReadOnly'],
  ['destructiveHint', 'IsDestructive'],
  ['idempotentHint', 'IsIdempotent'],
  ['openWorldHint', 'IsOpenWorld'],
] as const;

const annotationKeys = [
  'title',
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
] as const;

/** A tool of an MCP server as an MCI tool definition of the cache file. */
export interface McpCachedTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
  tags: string[];
  execution: { type: 'mcp'; serverName: string; toolName: string };
}

/**
 * Converts a tool from `tools/list`: the MCP annotations the spec knows are copied, and each hint that
 * is true also becomes a tag (`IsReadOnly`, `IsDestructive`, `IsIdempotent`, `IsOpenWorld`).
 */
export function toMciTool(serverName: string, tool: McpTool): McpCachedTool {
  const annotations: Record<string, unknown> = {};
  for (const key of annotationKeys) {
    const value = tool.annotations?.[key];
    if (value !== undefined) annotations[key] = value;
  }
  const title = tool.title ?? tool.annotations?.title;
  return {
    name: tool.name,
    ...(title !== undefined ? { title } : {}),
    description: tool.description ?? '',
    inputSchema: tool.inputSchema,
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
    ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
    tags: hintTags.filter(([hint]) => tool.annotations?.[hint] === true).map(([, tag]) => tag),
    execution: { type: 'mcp', serverName, toolName: tool.name },
  };
}
