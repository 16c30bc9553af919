import type { Tool } from '@mci/client';

/**
 * The warning for tools with `requiredScopes` served over HTTP where no caller identity is checked (no
 * authentication, or a static token): every caller may call them there. Undefined when there is none.
 */
export function unenforcedScopesWarning(
  tools: readonly Tool[],
  identityChecked: boolean,
): string | undefined {
  if (identityChecked) return undefined;
  const scoped = tools.filter((tool) => (tool.requiredScopes ?? []).length > 0).map((tool) => tool.name);
  if (scoped.length === 0) return undefined;
  const shown =
    scoped.length > 3 ? `${scoped.slice(0, 3).join(', ')} and ${scoped.length - 3} more` : scoped.join(', ');
  return `requiredScopes of ${shown} are not enforced: every caller may call them (scopes are checked with OAuth or API keys)`;
}
