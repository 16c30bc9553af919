import { describeCaller } from '../auth/caller-identity.js';
import type { ToolCall } from './tool-call.js';

/** The fields every audit line of a call starts with: when, which tool, who called it, and how long it took. */
export function auditCallFields(call: ToolCall, time: string, started: number) {
  return {
    time,
    tool: call.tool,
    ...(call.parentCallId !== undefined && { parentCallId: call.parentCallId }),
    ...(call.sessionId !== undefined && { sessionId: call.sessionId }),
    ...(call.client !== undefined && { client: { name: call.client.name, version: call.client.version } }),
    ...(call.identity !== undefined && { caller: describeCaller(call.identity) }),
    durationMs: Math.round(performance.now() - started),
  };
}
