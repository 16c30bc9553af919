import { type CallerIdentity, describeCaller } from '../auth/caller-identity.js';
import type { AuditEntry } from './open-audit-log.js';

/** The audit line of a call refused because the caller lacks scopes: the tool never ran. */
export function deniedAuditEntry(fields: {
  tool: string;
  identity: CallerIdentity;
  reason: string;
  sessionId?: string;
  parentCallId?: string | number;
}): AuditEntry {
  return {
    time: new Date().toISOString(),
    tool: fields.tool,
    ...(fields.parentCallId !== undefined && { parentCallId: fields.parentCallId }),
    ...(fields.sessionId !== undefined && { sessionId: fields.sessionId }),
    caller: describeCaller(fields.identity),
    decision: 'denied',
    reason: fields.reason,
    durationMs: 0,
    outcome: 'forbidden',
    argumentNames: [],
  };
}
