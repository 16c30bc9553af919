import type { Tool as McpTool } from '@modelcontextprotocol/server';

/**
 * How `tools/list` shows the tools: all of them, pinned ones plus `search_tools` and `call_tool`, or (code
 * mode) pinned ones plus `search_tools` and `execute`.
 */
export type ToolsMode = 'all' | 'search' | 'auto' | 'code';

/** Above this estimated size of the listed definitions, `auto` serves search mode. */
export const defaultAutoSearchTokens = 10_000;

/**
 * Whether search mode applies. `auto` estimates the tokens of the definitions `tools/list` would send in
 * `all` mode as their JSON length divided by 4 (a usual ratio for English and JSON) and searches above
 * `maxTokens`.
 */
export function usesSearch(mode: ToolsMode, listed: readonly McpTool[], maxTokens: number): boolean {
  if (mode !== 'auto') return mode === 'search';
  return JSON.stringify(listed).length / 4 > maxTokens;
}
