import { auditCallFields } from './audit-call-fields.js';
import type { AuditLog } from './open-audit-log.js';
import type { ToolCallHandler } from './tool-call.js';

/**
 * Wraps a call handler so that every call, whatever its end (a result, an error result, a JSON-RPC error),
 * leaves one entry in the audit log before its answer is sent.
 */
export function auditCall(next: ToolCallHandler, log: AuditLog): ToolCallHandler {
  return async (call) => {
    const time = new Date().toISOString();
    const started = performance.now();
    const entry = () => ({
      ...auditCallFields(call, time, started),
      ...(call.identity !== undefined &&
        call.authorization !== undefined && {
          decision: 'allowed' as const,
          reason: call.authorization.reason,
        }),
      ...(call.confirmation !== undefined && { confirmation: call.confirmation }),
    });
    const names = Object.keys(call.arguments).sort();
    const args = log.includeArguments
      ? { arguments: log.redact?.({ ...call.arguments }) ?? { ...call.arguments } }
      : {};
    try {
      const result = await next(call);
      log.write({
        ...entry(),
        outcome: result.isError ? 'tool_error' : 'ok',
        ...(result.errorCode !== undefined && { errorCode: result.errorCode }),
        argumentNames: names,
        ...args,
      });
      return result;
    } catch (error) {
      log.write({ ...entry(), outcome: 'protocol_error', argumentNames: names, ...args });
      throw error;
    }
  };
}
