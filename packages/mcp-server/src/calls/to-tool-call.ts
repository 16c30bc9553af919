import { createHash } from 'node:crypto';
import {
  type CallToolRequest,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type ProtocolEra,
  type Server,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { identityOf } from '../auth/identity-of.js';
import { clientAddressOfWebRequest } from '../http/web-exchange.js';
import { askConfirmationOf } from './ask-confirmation.js';
import type { ToolCall } from './tool-call.js';

/** What the call layers need to know of a `tools/call` request and the connection it came on. */
export function toToolCall(
  request: CallToolRequest,
  context: ServerContext,
  server: Server,
  era: ProtocolEra,
): ToolCall {
  const headers = context.http?.req?.headers;
  const authorization = headers?.get('authorization') ?? undefined;
  const token =
    authorization !== undefined && /^bearer /i.test(authorization)
      ? authorization.slice(7).trim()
      : undefined;
  const meta = (request.params._meta ?? {}) as Record<string, unknown>;
  const identity = identityOf(context.http?.authInfo);
  const sessionId = context.sessionId;
  return {
    tool: request.params.name,
    arguments: request.params.arguments ?? {},
    meta,
    sessionId,
    identity,
    clientKey:
      identity !== undefined
        ? identity.key
        : token !== undefined && token !== ''
          ? `token:${createHash('sha256').update(token).digest('hex')}`
          : sessionId !== undefined
            ? `session:${sessionId}`
            : headers === undefined
              ? 'stdio'
              : `address:${clientAddressOfWebRequest(context.http?.req) ?? 'unknown'}`,
    client: clientOf(era === 'modern' ? meta[CLIENT_INFO_META_KEY] : server.getClientVersion()),
    protocolVersion: protocolVersionOf(
      headers?.get('mcp-protocol-version') ?? meta[PROTOCOL_VERSION_META_KEY],
    ),
    transport: headers === undefined ? 'pipe' : 'tcp',
    requestId: context.mcpReq.id,
    signal: context.mcpReq.signal,
    askConfirmation: askConfirmationOf(context, server, era),
  };
}

function clientOf(info: unknown): ToolCall['client'] {
  if (typeof info !== 'object' || info === null) return undefined;
  const { name, version } = info as { name?: unknown; version?: unknown };
  return typeof name === 'string' && typeof version === 'string' ? { name, version } : undefined;
}

function protocolVersionOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
