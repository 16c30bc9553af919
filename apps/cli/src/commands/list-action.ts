import path from 'node:path';
import type { Tool } from '@mci/client';
import type { CliContext } from '../cli-context.js';
import { CliUsageError } from '../cli-usage-error.js';
import { formatTable } from '../format-table.js';
import { openClient } from '../open-client.js';
import type { SchemaOptions } from '../schema-options.js';
import { selectTools } from '../select-tools.js';

export interface ListOptions extends SchemaOptions {
  format: 'table' | 'json' | 'yaml';
  filter?: string[];
  search?: string;
  limit?: number;
}

/** `mci list`: the tools of the file as a table, JSON or YAML. */
export async function listAction(context: CliContext, options: ListOptions): Promise<void> {
  const { output } = context;
  const { client } = await openClient(context, options);
  try {
    let tools = await selectTools(client, options.filter);
    if (options.limit !== undefined && options.search === undefined) {
      throw new CliUsageError({ reason: '--limit only applies with --search' });
    }
    if (options.search !== undefined) {
      const kept = new Set(tools.map((tool) => tool.name));
      const matches = await client.searchTools(options.search, {
        limit: options.limit ?? 10,
        filter: (tool) => kept.has(tool.name),
      });
      tools = matches.map((match) => match.tool);
    }
    if (options.format === 'json') output.line(JSON.stringify(tools.map(describeTool), null, 2));
    else if (options.format === 'yaml') {
      const { stringify } = await import('yaml');
      output.write(stringify(tools.map(describeTool), { lineWidth: 0 }));
    } else output.line(toolTable(tools, context));
  } finally {
    await client.close();
  }
}

/** What json and yaml output shows of a tool. */
function describeTool(tool: Tool): Record<string, unknown> {
  return {
    name: tool.name,
    ...(tool.annotations?.title ? { title: tool.annotations.title } : {}),
    description: tool.description ?? '',
    type: tool.execution.type,
    tags: tool.tags,
    source: tool.source,
    inputSchema: tool.inputSchema ?? { type: 'object' },
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

function toolTable(tools: readonly Tool[], context: CliContext): string {
  const { io, colors } = context.output;
  if (tools.length === 0) return 'No tools.';
  const rows = tools.map((tool) => [
    tool.name,
    tool.execution.type,
    sourceLabel(tool, io.cwd),
    tool.tags.join(','),
    // As in tools/list over MCP: a tool without a description is described by its title.
    tool.description ?? tool.annotations?.title ?? '',
  ]);
  const width = (io.stdout.isTTY && io.stdout.columns) || undefined;
  return formatTable(['NAME', 'TYPE', 'SOURCE', 'TAGS', 'DESCRIPTION'], rows, {
    width,
    header: (text) => colors.bold(text),
  });
}

function sourceLabel(tool: Tool, cwd: string): string {
  if (tool.source.mcpServer) return `mcp:${tool.source.mcpServer}`;
  if (tool.source.toolset) return `toolset:${tool.source.toolset}`;
  return tool.source.file ? path.relative(cwd, tool.source.file) || tool.source.file : '';
}
