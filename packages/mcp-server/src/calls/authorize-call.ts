import type { Tool } from '@mci/client';
import { ProtocolErrorCode as ErrorCode } from '@modelcontextprotocol/server';
import { authorizeToolCall } from '../auth/authorize-tool-call.js';
import { ProtocolError } from '../protocol-error.js';
import { deniedAuditEntry } from './denied-audit-entry.js';
import type { AuditLog } from './open-audit-log.js';
import type { ToolCallHandler } from './tool-call.js';

/**
 * Wraps a call handler with the scope check of `authorizeToolCall`: a caller whose scopes do not allow
 * the tool gets a JSON-RPC error (and an audit line with the reason); an allowed call goes on with the
 * decision attached for the audit line. Over HTTP the transport has already answered such calls with 403;
 * this check covers every other way in.
 */
export function authorizeCall(
  next: ToolCallHandler,
  findTool: (name: string) => Tool | undefined,
  auditLog: AuditLog | undefined,
): ToolCallHandler {
  return (call) => {
    const tool = call.identity === undefined ? undefined : findTool(call.tool);
    if (tool === undefined) return next(call);
    const authorization = authorizeToolCall(call.identity, tool);
    if (authorization.allowed) return next({ ...call, authorization });
    if (call.identity !== undefined) {
      auditLog?.write(
        deniedAuditEntry({
          tool: call.tool,
          identity: call.identity,
          reason: authorization.reason,
          ...(call.sessionId !== undefined && { sessionId: call.sessionId }),
          ...(call.parentCallId !== undefined && { parentCallId: call.parentCallId }),
        }),
      );
    }
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `Forbidden: ${call.tool} needs the scopes ${authorization.requiredScopes.join(' ')}.`,
    );
  };
}
