import type { Tool } from '@mci/client';
import type { ToolSearchLayer } from '../tools/create-tool-search-layer.js';
import { auditCall } from './audit-call.js';
import { authorizeCall } from './authorize-call.js';
import { confirmCall } from './confirm-call.js';
import type { RateLimiter } from './create-rate-limiter.js';
import { instrumentCall } from './instrument-call.js';
import { limitCall } from './limit-call.js';
import type { AuditLog } from './open-audit-log.js';
import type { ToolCallHandler } from './tool-call.js';

export interface CallLayerSettings {
  readonly auditLog?: AuditLog | undefined;
  readonly rateLimiter?: RateLimiter | undefined;
  /** Destructive tools run only once the person at the client confirmed them (see `confirmCall`). */
  readonly confirmDestructive?: boolean | undefined;
  /** Search mode: answers `search_tools` innermost, makes `call_tool` the named tool's call outermost. */
  readonly toolSearch: ToolSearchLayer;
  /** The served tool of a name, for the scope check of a caller with an identity. */
  readonly findTool: (name: string) => Tool | undefined;
}

/**
 * Wraps the handler that runs tools in the layers every call goes through, outermost first: search mode's
 * `call_tool` becomes the named tool's call (so every layer below sees the real tool), the span covers the
 * whole call, the caller's scopes are checked, a destructive tool is confirmed by the person at the client
 * (with `confirmDestructive`), the audit line records refused calls too, then the rate limits and
 * `search_tools`. A new concern of every call (a quota) is one more layer here, each a
 * `(next) => ToolCallHandler`.
 */
export function wrapCallLayers(run: ToolCallHandler, settings: CallLayerSettings): ToolCallHandler {
  let handler = settings.toolSearch.answer(run);
  if (settings.rateLimiter !== undefined) handler = limitCall(handler, settings.rateLimiter);
  if (settings.auditLog !== undefined) handler = auditCall(handler, settings.auditLog);
  if (settings.confirmDestructive === true)
    handler = confirmCall(handler, settings.findTool, settings.auditLog);
  handler = authorizeCall(handler, settings.findTool, settings.auditLog);
  return settings.toolSearch.route(instrumentCall(handler));
}
