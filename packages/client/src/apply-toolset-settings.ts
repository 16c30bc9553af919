import type { ToolDefinition } from '@mci/schema';
import type { ToolsetHttpSettings, ToolsetReference } from '@mci/schema/internal';

/**
 * A tool of a toolset as its entry in the main file shapes it: the name with the entry's `prefix`, and an
 * http execution with the entry's `http` settings merged in (the tool's own auth and headers win; a
 * `baseUrl` takes the place of the url's scheme and host, keeping the tool's path after its own). The
 * definition read from the file is not changed; executors see an ordinary http execution.
 */
export function applyToolsetSettings(
  definition: ToolDefinition,
  reference: ToolsetReference,
): ToolDefinition {
  const { prefix, http } = reference;
  if (prefix === undefined && http === undefined) return definition;
  const execution =
    http !== undefined && definition.execution.type === 'http'
      ? withHttpSettings(definition.execution, http)
      : definition.execution;
  return { ...definition, name: `${prefix ?? ''}${definition.name}`, execution };
}

type Execution = ToolDefinition['execution'];

function withHttpSettings(execution: Execution, http: ToolsetHttpSettings): Execution {
  const merged: Record<string, unknown> = { ...execution };
  if (http.baseUrl !== undefined && typeof execution.url === 'string')
    merged.url = rebase(execution.url, http.baseUrl);
  if (http.headers !== undefined) merged.headers = mergeHeaders(http.headers, execution.headers);
  if (http.auth !== undefined && execution.auth === undefined) merged.auth = http.auth;
  return merged as Execution;
}

/** `https://api.github.com/user` on `https://ghe.example.com/api/v3` is `https://ghe.example.com/api/v3/user`. */
function rebase(url: string, baseUrl: string): string {
  const rest = /^[^:/?#]+:\/\/[^/?#]*(.*)$/s.exec(url)?.[1] ?? (url.startsWith('/') ? url : `/${url}`);
  return `${baseUrl.replace(/\/+$/, '')}${rest}`;
}

/** The toolset's headers, then the tool's: a tool header replaces a toolset header of the same name in any case. */
function mergeHeaders(toolset: Readonly<Record<string, string>>, tool: unknown): Record<string, unknown> {
  const own = typeof tool === 'object' && tool !== null ? (tool as Record<string, unknown>) : {};
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const shared = Object.entries(toolset).filter(([name]) => !ownNames.has(name.toLowerCase()));
  return { ...Object.fromEntries(shared), ...own };
}
