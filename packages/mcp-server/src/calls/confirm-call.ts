import type { Tool } from '@mci/client';
import type { ConfirmationAnswer } from './ask-confirmation.js';
import { auditCallFields } from './audit-call-fields.js';
import type { AuditLog } from './open-audit-log.js';
import type { ToolCall, ToolCallHandler, ToolCallResult } from './tool-call.js';

/** The longest text of the arguments shown in the question; longer ones are cut. */
const maxArgumentsShown = 500;

/**
 * Wraps a call handler so that a tool annotated `destructiveHint: true` runs only once the person at the
 * client said yes (through `call.askConfirmation`: MCP elicitation). A call whose confirmation is declined,
 * cancelled, unanswered or cannot be asked does not run: it gets an `isError` result (`CONFIRMATION_DECLINED`
 * or `CONFIRMATION_REQUIRED`, naming the tool; code mode's code gets it as an error it can catch) and an
 * audit line with outcome `unconfirmed`. A confirmed call goes on with `confirmation: 'accepted'`.
 */
export function confirmCall(
  next: ToolCallHandler,
  findTool: (name: string) => Tool | undefined,
  auditLog: AuditLog | undefined,
): ToolCallHandler {
  return async (call) => {
    if (findTool(call.tool)?.annotations?.destructiveHint !== true) return next(call);
    const time = new Date().toISOString();
    const started = performance.now();
    const answer = await call.askConfirmation({
      message: questionOf(call),
      signal: call.signal,
      direct: call.parentCallId === undefined,
    });
    if (typeof answer !== 'string') return { isError: false, content: [], inputRequired: answer };
    if (answer === 'accepted') return next({ ...call, confirmation: answer });
    const refused = refusal(call.tool, answer);
    auditLog?.write({
      ...auditCallFields(call, time, started),
      outcome: 'unconfirmed',
      confirmation: answer,
      ...(refused.errorCode !== undefined && { errorCode: refused.errorCode }),
      argumentNames: Object.keys(call.arguments).sort(),
    });
    return refused;
  };
}

function questionOf(call: ToolCall): string {
  let shown = JSON.stringify(call.arguments);
  if (shown.length > maxArgumentsShown) shown = `${shown.slice(0, maxArgumentsShown)}…`;
  const from = call.parentCallId === undefined ? '' : ' from code';
  return `Run the destructive tool ${call.tool}${from} with the arguments ${shown}?`;
}

function refusal(tool: string, answer: Exclude<ConfirmationAnswer, 'accepted'>): ToolCallResult {
  const error =
    answer === 'unavailable'
      ? `${tool} is destructive and needs a confirmation this client cannot be asked for (it needs MCP elicitation; a call from code needs a 2025 session); ${tool} did not run.`
      : `${tool} is destructive and was not confirmed (${answer}); ${tool} did not run.`;
  return {
    isError: true,
    content: [{ type: 'text', text: error }],
    error,
    errorCode: answer === 'unavailable' ? 'CONFIRMATION_REQUIRED' : 'CONFIRMATION_DECLINED',
  };
}
