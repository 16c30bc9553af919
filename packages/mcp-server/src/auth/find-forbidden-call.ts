import type { Tool } from '@mci/client';
import { callToolName } from '@mci/client/internal';
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
    const name = calledToolName(entry as { method?: unknown; params?: CallParams }, findTool);
    const tool = name === undefined ? undefined : findTool(name);
    if (name === undefined || tool === undefined) continue;
    const authorization = authorizeToolCall(identity, tool);
    if (!authorization.allowed) return { tool: name, authorization };
  }
  return undefined;
}

interface CallParams {
  readonly name?: unknown;
  readonly arguments?: { readonly name?: unknown };
}

/** The tool a `tools/call` runs: the one named, or in search mode the one `call_tool` names. */
function calledToolName(
  { method, params }: { method?: unknown; params?: CallParams },
  findTool: (name: string) => Tool | undefined,
): string | undefined {
  if (method !== 'tools/call' || typeof params?.name !== 'string') return undefined;
  if (params.name !== callToolName || findTool(params.name) !== undefined) return params.name;
  return typeof params.arguments?.name === 'string' ? params.arguments.name : undefined;
}
