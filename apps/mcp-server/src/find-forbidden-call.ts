import type { Tool } from '@mci/client';
import { authorizeToolCall, type ToolAuthorization } from './authorize-tool-call.js';
import type { CallerIdentity } from './caller-identity.js';

export interface ForbiddenCall {
  readonly tool: string;
  readonly authorization: Extract<ToolAuthorization, { allowed: false }>;
}

/**
 * The first `tools/call` of a JSON-RPC message (or batch) that the caller may not make, so it can be
 * answered with HTTP 403 before the MCP layer runs. Unknown tools are left to the MCP layer.
 */
export function findForbiddenCall(
  message: unknown,
  identity: CallerIdentity,
  findTool: (name: string) => Tool | undefined,
): ForbiddenCall | undefined {
  for (const entry of Array.isArray(message) ? message : [message]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { method, params } = entry as { method?: unknown; params?: { name?: unknown } };
    if (method !== 'tools/call' || typeof params?.name !== 'string') continue;
    const tool = findTool(params.name);
    if (tool === undefined) continue;
    const authorization = authorizeToolCall(identity, tool);
    if (!authorization.allowed) return { tool: params.name, authorization };
  }
  return undefined;
}
