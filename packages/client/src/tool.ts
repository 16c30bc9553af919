import type { ToolDefinition } from '@mci/schema';

/** Where a tool was declared. */
export interface ToolSource {
  /** Absolute path of the declaring file (main file, toolset file or MCP cache file); undefined for a schema object. */
  readonly file: string | undefined;
  /** Name of the toolset reference that loaded the tool. */
  readonly toolset?: string;
  /** Name of the MCP server (key of `mcp_servers`) the tool comes from. */
  readonly mcpServer?: string;
}

/** A loaded, enabled tool: its definition as parsed, plus where it came from. Frozen. */
export type Tool = ToolDefinition & { readonly source: ToolSource };
