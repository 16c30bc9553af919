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

/** The start-up line saying which mode `tools/list` serves and why (`auto`: the estimate and the bound). */
export function describeToolsMode(mode: ToolsMode, listed: readonly McpTool[], maxTokens: number): string {
  if (mode !== 'auto') return `tools mode ${mode}`;
  const tokens = Math.round(JSON.stringify(listed).length / 4);
  const size = `the tool definitions are about ${tokens} tokens`;
  return usesSearch(mode, listed, maxTokens)
    ? `tools mode auto: search (${size}, above ${maxTokens}): tools/list shows search_tools and call_tool`
    : `tools mode auto: all (${size}, at most ${maxTokens}): tools/list shows every tool`;
}
