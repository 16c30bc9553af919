import type { Tool } from '@mci/client';
import type { Tool as McpTool } from '@modelcontextprotocol/server';
import { authorizeToolCall } from './authorize-tool-call.js';
import type { CallerIdentity } from './caller-identity.js';

/**
 * The `tools/list` answer for one caller: without an identity, `listed` as it is; with one, only the tools
 * its scopes allow. The two tools of search mode are not tools of the file: every caller sees them.
 */
export function listedFor(
  listed: McpTool[],
  identity: CallerIdentity | undefined,
  findTool: (name: string) => Tool | undefined,
): McpTool[] {
  if (identity === undefined) return listed;
  return listed.filter((listedTool) => {
    const tool = findTool(listedTool.name);
    return tool === undefined || authorizeToolCall(identity, tool).allowed;
  });
}
