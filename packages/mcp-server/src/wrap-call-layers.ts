import { auditCall } from './audit-call.js';
import type { RateLimiter } from './create-rate-limiter.js';
import { instrumentCall } from './instrument-call.js';
import { limitCall } from './limit-call.js';
import type { AuditLog } from './open-audit-log.js';
import type { ToolCallHandler } from './tool-call.js';

export interface CallLayerSettings {
  readonly auditLog?: AuditLog | undefined;
  readonly rateLimiter?: RateLimiter | undefined;
}

/**
 * Wraps the handler that runs tools in the layers every call goes through, outermost first: the span
 * covers the whole call, the audit line records refused calls too, then the rate limits. A new concern of
 * every call (an access check, a quota) is one more layer here, each a `(next) => ToolCallHandler`.
 */
export function wrapCallLayers(run: ToolCallHandler, settings: CallLayerSettings): ToolCallHandler {
  let handler = run;
  if (settings.rateLimiter !== undefined) handler = limitCall(handler, settings.rateLimiter);
  if (settings.auditLog !== undefined) handler = auditCall(handler, settings.auditLog);
  return instrumentCall(handler);
}
