import {
  codeModeToolDefinitions,
  type SearchToolDefinition,
  searchToolDefinitions,
} from '@mci/client/internal';
import { matchesToolFilter, type ToolFilter, toPortableToolNames } from '@mci/schema';
import type { AdapterClient, AdapterTool } from './adapter-client.js';
import type { AdapterOptions, CodeLimits } from './adapter-options.js';

/** A tool of search or code mode, which runs no tool of the file itself. */
export type SearchModeRole = 'search_tools' | 'call_tool' | 'execute';

/** A tool as a model provider sees it: a portable name, and the real name MCI runs. */
export interface SelectedTool {
  /** Matches `^[A-Za-z0-9_-]{1,64}$`, unique among the selected tools. */
  readonly name: string;
  /** The name in the MCI file, passed to `client.execute`. */
  readonly toolName: string;
  readonly description: string;
  /** The tool's inputSchema with `type: 'object'` (`{ type: 'object', properties: {} }` when it has none). */
  readonly inputSchema: Record<string, unknown>;
  /** Set on the tools of search and code mode. */
  readonly role?: SearchModeRole;
}

/** The tools handed out in file order, and the reverse map from portable name to tool. */
export interface ToolSelection {
  /** `all` tools handed out, or the tools of `search` or `code` mode. */
  readonly mode: 'all' | 'search' | 'code';
  readonly tools: readonly SelectedTool[];
  readonly byName: ReadonlyMap<string, SelectedTool>;
  /** Every tool the filters keep, by portable and by real name: what `call_tool` may run. */
  readonly callable: ReadonlyMap<string, SelectedTool>;
  /** Every tool the filters keep, as the client gives it: what code mode's `execute` may call. */
  readonly kept: readonly AdapterTool[];
  /** The limits of one run of code mode's `execute`. */
  readonly codeLimits: CodeLimits;
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
  const kept = client.tools().filter((tool) => filters.every((filter) => matchesToolFilter(tool, filter)));
  const portable = toPortableToolNames(kept.map((tool) => tool.name));
  const all = kept.map((tool) => toSelectedTool(tool, portable.get(tool.name) ?? tool.name));
  const callable = new Map(
    all.flatMap((tool) => [[tool.toolName, tool] as const, [tool.name, tool] as const]),
  );
  const mode = chooseMode(client, options);
  const tools =
    mode === 'search'
      ? searchModeTools(all, options.search?.pin ?? [], searchToolDefinitions)
      : mode === 'code'
        ? searchModeTools(
            all,
            options.code?.pin ?? [],
            codeModeToolDefinitions(options.code?.limits?.maxToolCalls ?? 100),
          )
        : all;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return { mode, tools, byName, callable, kept, codeLimits: options.code?.limits ?? {} };
}

function chooseMode(client: AdapterClient, options: AdapterOptions): ToolSelection['mode'] {
  if (options.search && options.code)
    throw new TypeError('give the search option or the code option, not both');
  const mode = options.search ? 'search' : options.code ? 'code' : 'all';
  if (mode !== 'all' && !client.searchTools) {
    throw new TypeError(`the ${mode} option needs a client with searchTools, such as MCIClient`);
  }
  return mode;
}

/** The pinned tools, then the tools of the mode (a pinned tool of the same name gives way). */
function searchModeTools(
  all: readonly SelectedTool[],
  pin: readonly string[],
  definitions: readonly SearchToolDefinition[],
): SelectedTool[] {
  const roles = new Set<string>(definitions.map((definition) => definition.name));
  const pinned = all.filter((tool) => pin.includes(tool.toolName) && !roles.has(tool.name));
  const modeTools = definitions.map(
    (definition): SelectedTool => ({
      name: definition.name,
      toolName: definition.name,
      description: definition.description,
      inputSchema: structuredClone(definition.inputSchema) as Record<string, unknown>,
      role: definition.name as SearchModeRole,
    }),
  );
  return [...pinned, ...modeTools];
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
