import type { MCIClient, Tool } from '@mci/client';
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';

/**
 * The `tools/list` entry of an MCI tool: name, title (the tool's, else its annotations'), description,
 * input and output schemas as declared (always `type: "object"`, as MCP requires) and annotations. A
 * tool without a description is described by its title, else its name: hosts (and MCP's conformance
 * suite) expect a non-empty description, since a model chooses tools by them.
 */
export function toMcpTool(client: MCIClient, tool: Tool): McpTool {
  const title = tool.title ?? tool.annotations?.title;
  const annotations = tool.annotations;
  return {
    name: tool.name,
    ...(title !== undefined && { title }),
    description: tool.description || title || tool.name,
    inputSchema: { ...client.getToolSchema(tool.name), type: 'object' },
    ...(tool.outputSchema !== undefined && { outputSchema: { ...tool.outputSchema, type: 'object' } }),
    ...(annotations !== undefined &&
      Object.keys(annotations).length > 0 && { annotations: { ...annotations } }),
  };
}
