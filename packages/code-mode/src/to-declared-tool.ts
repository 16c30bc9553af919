import type { DeclaredTool } from './tool-declarations.js';

/**
 * A tool as a host (the MCP server, the adapters) holds it: an `MCIClient`'s tools fit. Its toolset, else
 * the MCP server it came from, is its namespace in the code.
 */
export interface HostTool {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly annotations?: { readonly title?: string | undefined } | undefined;
  readonly inputSchema?: unknown;
  readonly outputSchema?: unknown;
  readonly source?: { readonly toolset?: string | undefined; readonly mcpServer?: string | undefined };
}

/** The declaration of a host's tool: described by its description, else its title. */
export function toDeclaredTool(tool: HostTool): DeclaredTool {
  return {
    name: tool.name,
    toolset: tool.source?.toolset ?? tool.source?.mcpServer,
    description: tool.description || tool.title || tool.annotations?.title,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
  };
}
