import { searchToolDefinitions } from '@mci/client/internal';
import { matchesToolFilter, type ToolFilter, toPortableToolNames } from '@mci/schema';
import type { AdapterClient, AdapterTool } from './adapter-client.js';
import type { AdapterOptions } from './adapter-options.js';

/** A tool as a model provider sees it: a portable name, and the real name MCI runs. */
export interface SelectedTool {
  /** Matches `^[A-Za-z0-9_-]{1,64}$`, unique among the selected tools. */
  readonly name: string;
  /** The name in the MCI file, passed to `client.execute`. */
  readonly toolName: string;
  readonly description: string;
  /** The tool's inputSchema with `type: 'object'` (`{ type: 'object', properties: {} }` when it has none). */
  readonly inputSchema: Record<string, unknown>;
  /** Set on the two tools of search mode, which run no tool of the file themselves. */
  readonly searchRole?: 'search_tools' | 'call_tool';
}

/** The tools handed out in file order, and the reverse map from portable name to tool. */
export interface ToolSelection {
  readonly tools: readonly SelectedTool[];
  readonly byName: ReadonlyMap<string, SelectedTool>;
  /** Every tool the filters keep, by portable and by real name: what `call_tool` may run. */
  readonly callable: ReadonlyMap<string, SelectedTool>;
}

const filterKinds: readonly ToolFilter['kind'][] = ['only', 'except', 'tags', 'withoutTags', 'toolsets'];

/**
 * Applies the filters of `options` to the client's tools and gives each a portable name with
 * `toPortableToolNames` (names providers accept keep their spelling; clashes get a stable suffix).
 */
export function selectTools(client: AdapterClient, options: AdapterOptions = {}): ToolSelection {
  const filters = filterKinds.flatMap((kind) => {
    const values = options[kind];
    return values ? [{ kind, values: new Set(values) }] : [];
  });
  const chosen = client.tools().filter((tool) => filters.every((filter) => matchesToolFilter(tool, filter)));
  const portable = toPortableToolNames(chosen.map((tool) => tool.name));
  const all = chosen.map((tool) => toSelectedTool(tool, portable.get(tool.name) ?? tool.name));
  const callable = new Map(
    all.flatMap((tool) => [[tool.toolName, tool] as const, [tool.name, tool] as const]),
  );
  if (options.search && !client.searchTools) {
    throw new TypeError('the search option needs a client with searchTools, such as MCIClient');
  }
  const tools = options.search ? searchModeTools(all, options.search.pin ?? []) : all;
  return { tools, byName: new Map(tools.map((tool) => [tool.name, tool])), callable };
}

/** The pinned tools, then `search_tools` and `call_tool` (a pinned tool of the same name gives way). */
function searchModeTools(all: readonly SelectedTool[], pin: readonly string[]): SelectedTool[] {
  const roles = new Set<string>(searchToolDefinitions.map((definition) => definition.name));
  const pinned = all.filter((tool) => pin.includes(tool.toolName) && !roles.has(tool.name));
  const searchTools = searchToolDefinitions.map(
    (definition): SelectedTool => ({
      name: definition.name,
      toolName: definition.name,
      description: definition.description,
      inputSchema: structuredClone(definition.inputSchema) as Record<string, unknown>,
      searchRole: definition.name as 'search_tools' | 'call_tool',
    }),
  );
  return [...pinned, ...searchTools];
}

function toSelectedTool(tool: AdapterTool, name: string): SelectedTool {
  return {
    name,
    toolName: tool.name,
    description: tool.description ?? tool.title ?? '',
    inputSchema: {
      type: 'object',
      ...(tool.inputSchema ? structuredClone(tool.inputSchema) : { properties: {} }),
    },
  };
}
