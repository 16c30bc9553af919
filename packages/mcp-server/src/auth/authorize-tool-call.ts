import type { Tool } from '@mci/client';
import type { CallerIdentity } from './caller-identity.js';

export type ToolAuthorization =
  | { readonly allowed: true; readonly reason: string }
  | {
      readonly allowed: false;
      readonly reason: string;
      /** Every scope the call needs (what the caller should ask its authorization server for). */
      readonly requiredScopes: readonly string[];
      /** The required scopes the caller does not hold. */
      readonly missingScopes: readonly string[];
    };

/**
 * Whether a caller may see and call a tool: it must hold every scope of the tool's `requiredScopes`
 * (which already include those of its toolset reference and MCP server entry). Scopes are compared as
 * exact, case-sensitive strings, with no hierarchy or wildcards. No identity (stdio, a static token, no
 * authentication) may call everything. Every way of calling a tool (`tools/call`, a search tool that
 * calls others) asks this.
 */
export function authorizeToolCall(identity: CallerIdentity | undefined, tool: Tool): ToolAuthorization {
  const requiredScopes = tool.requiredScopes ?? [];
  if (identity === undefined) return { allowed: true, reason: 'no caller identity to check' };
  const held = new Set(identity.scopes);
  const missingScopes = requiredScopes.filter((scope) => !held.has(scope));
  if (missingScopes.length === 0) {
    return {
      allowed: true,
      reason: requiredScopes.length === 0 ? 'the tool needs no scope' : `holds ${requiredScopes.join(' ')}`,
    };
  }
  return { allowed: false, reason: `lacks ${missingScopes.join(' ')}`, requiredScopes, missingScopes };
}
