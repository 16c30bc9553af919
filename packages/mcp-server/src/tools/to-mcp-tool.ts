import type { Tool } from '@mci/client';
import type { Tool as McpTool } from '@modelcontextprotocol/server';

/**
 * The `tools/list` entry of an MCI tool: name, title (the tool's, else its annotations'), description,
 * input and output schemas as declared (always `type: "object"`, as MCP requires) and annotations. A
 * tool without a description is described by its title, else its name: hosts (and MCP's conformance
 * suite) expect a non-empty description, since a model chooses tools by them. The client's tools are
 * frozen, so the entry shares their schemas instead of copying them.
 */
export function toMcpTool(tool: Tool): McpTool {
  const title = tool.title ?? tool.annotations?.title;
  const annotations = tool.annotations;
  return {
    name: tool.name,
    ...(title !== undefined && { title }),
    description: tool.description || title || tool.name,
    inputSchema: asObjectSchema(tool.inputSchema ?? {}),
    ...(tool.outputSchema !== undefined && { outputSchema: asObjectSchema(tool.outputSchema) }),
    ...(annotations !== undefined && Object.keys(annotations).length > 0 && { annotations }),
  };
}

/** The schema itself when it already says `type: "object"`, else a shallow copy that does. */
function asObjectSchema(schema: Readonly<Record<string, unknown>>): McpTool['inputSchema'] {
  return (schema.type === 'object' ? schema : { ...schema, type: 'object' }) as McpTool['inputSchema'];
}
