import { createHash } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolRequest, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { identityOf } from './identity-of.js';
import type { ToolCall } from './tool-call.js';

/** What the call layers need to know of a `tools/call` request and the connection it came on. */
export function toToolCall(
  request: CallToolRequest,
  extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
  server: Server,
): ToolCall {
  const headers = extra.requestInfo?.headers;
  const authorization = headers?.authorization;
  const token =
    typeof authorization === 'string' && /^bearer /i.test(authorization)
      ? authorization.slice(7).trim()
      : undefined;
  const protocolVersion = headers?.['mcp-protocol-version'];
  const client = server.getClientVersion();
  const identity = identityOf(extra.authInfo);
  return {
    tool: request.params.name,
    arguments: request.params.arguments ?? {},
    meta: request.params._meta ?? {},
    sessionId: extra.sessionId,
    identity,
    clientKey:
      identity !== undefined
        ? identity.key
        : token !== undefined && token !== ''
          ? `token:${createHash('sha256').update(token).digest('hex')}`
          : extra.sessionId !== undefined
            ? `session:${extra.sessionId}`
            : headers === undefined
              ? 'stdio'
              : 'anonymous',
    client: client === undefined ? undefined : { name: client.name, version: client.version },
    protocolVersion: typeof protocolVersion === 'string' ? protocolVersion : undefined,
    transport: headers === undefined ? 'pipe' : 'tcp',
    requestId: extra.requestId,
    signal: extra.signal,
  };
}
