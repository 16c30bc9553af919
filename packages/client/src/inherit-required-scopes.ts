import type { MciMainFile } from '@mci/schema';
import type { ToolCandidate } from './tool-candidate.js';

/**
 * Adds to a tool's `requiredScopes` those of the toolset reference or `mcp_servers` entry of the main file
 * that loaded it, so a caller needs every scope of each level. Duplicates are removed; a tool with no
 * scopes at any level is returned as it is.
 */
export function inheritRequiredScopes(candidate: ToolCandidate, main: MciMainFile): ToolCandidate {
  const { toolset, mcpServer } = candidate.source;
  const inherited = [
    ...(toolset === undefined
      ? []
      : main.toolsets
          .filter((reference) => reference.name === toolset)
          .flatMap((reference) => reference.requiredScopes ?? [])),
    ...(mcpServer === undefined ? [] : (main.mcp_servers[mcpServer]?.requiredScopes ?? [])),
  ];
  if (inherited.length === 0) return candidate;
  const requiredScopes = [...new Set([...(candidate.definition.requiredScopes ?? []), ...inherited])];
  return { ...candidate, definition: { ...candidate.definition, requiredScopes } };
}
