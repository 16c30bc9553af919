import type { MCIClient, Tool } from '@mci/client';
import {
  answerSearchTools,
  callToolName,
  type FoundTool,
  searchToolDefinitions,
  searchToolsName,
} from '@mci/client/internal';
import type { Tool as McpTool } from '@modelcontextprotocol/server';
import { authorizeToolCall } from '../auth/authorize-tool-call.js';
import type { CallerIdentity } from '../auth/caller-identity.js';
import type { ToolCallHandler } from '../calls/tool-call.js';
import { defaultAutoSearchTokens, type ToolsMode, usesSearch } from './choose-tools-mode.js';
import type { CodeModeSettings } from './create-code-mode-layer.js';
import { routeCallTool } from './route-call-tool.js';
import { toMcpTool } from './to-mcp-tool.js';
import type { ToolRegistry } from './tool-registry.js';

/** How the server lists its tools: all of them, or a search tool, a call tool and the pinned ones. */
export interface ToolSearchSettings {
  /**
   * `all` (default), `search`, `auto` (search when the definitions exceed `autoSearchTokens`), or `code`:
   * `search_tools` answers TypeScript declarations and `execute` runs code that calls the tools (needs the
   * optional package `@mci/code-mode`).
   */
  mode?: ToolsMode;
  /** In search mode, `tools/list` shows the tools this keeps too. Default: none. */
  pin?: (tool: Tool) => boolean;
  /** `auto` searches above this estimated number of tokens of listed definitions. Default 10 000. */
  autoSearchTokens?: number;
  /** The limits of code mode's `execute`. */
  codeMode?: CodeModeSettings;
}

/** The `tools/list` answer of the current client and the two call layers of search mode. */
export interface ToolSearchLayer {
  /** What `tools/list` answers, made once per client (a reload brings a new one). */
  listed(): McpTool[];
  /** Innermost layer: answers `search_tools` in search mode, passes every other call on. */
  answer(next: ToolCallHandler): ToolCallHandler;
  /** Outermost layer: `call_tool` becomes the named tool's call through `next`, the whole call path. */
  route(next: ToolCallHandler): ToolCallHandler;
}

const searchToolNames = new Set([searchToolsName, callToolName]);

export function createToolSearchLayer(settings: ToolSearchSettings, registry: ToolRegistry): ToolSearchLayer {
  const mode = settings.mode ?? 'all';
  const pin = settings.pin ?? (() => false);
  const filter = (tool: Tool) => registry.serves(tool);
  let state:
    | { client: MCIClient; search: boolean; served: ReadonlyMap<string, Tool>; tools: McpTool[] }
    | undefined;
  const now = () => {
    const client = registry.client;
    if (state?.client !== client) {
      const served = registry.tools();
      const all = mode === 'search' ? [] : registry.listed();
      const search = usesSearch(mode, all, settings.autoSearchTokens ?? defaultAutoSearchTokens);
      // A tool of the file with the name of one of the two is hidden behind it.
      const pinned = served.filter((tool) => pin(tool) && !searchToolNames.has(tool.name));
      const tools = search ? [...pinned.map(toMcpTool), ...(searchToolDefinitions as McpTool[])] : all;
      state = {
        client,
        search,
        served: new Map(served.map((tool) => [tool.name, tool])),
        tools: Object.freeze(tools) as McpTool[],
      };
    }
    return state;
  };
  return {
    listed: () => now().tools,
    answer: (next) => async (call) =>
      call.tool === searchToolsName && now().search
        ? answerSearchTools(registry.client, call.arguments, {
            filter: visibleTo(filter, call.identity),
            describe: toFoundTool,
          })
        : next(call),
    route: (next) =>
      routeCallTool(
        next,
        () => now().search,
        () => now().served,
      ),
  };
}

/** The served tools a caller may see: with an identity, only those its scopes allow. */
function visibleTo(
  filter: (tool: Tool) => boolean,
  identity: CallerIdentity | undefined,
): (tool: Tool) => boolean {
  return identity === undefined
    ? filter
    : (tool) => filter(tool) && authorizeToolCall(identity, tool).allowed;
}

/** A match as `search_tools` shows it: as `tools/list` would list the tool. */
function toFoundTool(tool: Tool): FoundTool {
  const { name, description = '', inputSchema } = toMcpTool(tool);
  return { name, description, inputSchema };
}
