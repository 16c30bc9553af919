import {
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type ElicitRequestFormParams,
  type InputRequiredResult,
  inputRequired,
  inputResponse,
  type ProtocolEra,
  type Server,
  type ServerContext,
} from '@modelcontextprotocol/server';

/**
 * What became of a question to the person at the client: `accepted` (yes), `declined` (no), `cancelled`
 * (dismissed), `unanswered` (the client failed to answer, or not in time), `unavailable` (the client
 * cannot be asked: no elicitation capability, stateless HTTP, or a call from code on 2026-07-28).
 */
export type ConfirmationAnswer = 'accepted' | 'declined' | 'cancelled' | 'unanswered' | 'unavailable';

export interface ConfirmationQuestion {
  /** What the person reads. */
  readonly message: string;
  /** Aborts the question with the call. */
  readonly signal: AbortSignal;
  /**
   * The call is a request of its own (not a call made by code mode's `execute`): on 2026-07-28 it can
   * answer "input required" and be called again with the answer.
   */
  readonly direct: boolean;
}

/**
 * Asks the client to confirm a call through MCP elicitation (form mode, one yes/no field). Resolves to the
 * answer, or, for a direct 2026-07-28 call not yet answered, to the "input required" result to send.
 */
export type AskConfirmation = (
  question: ConfirmationQuestion,
) => Promise<ConfirmationAnswer | InputRequiredResult>;

/** The key of the confirmation in a 2026-07-28 `inputRequests`/`inputResponses` map. */
const confirmKey = 'confirm';

/** The one-field form the person answers. */
const requestedSchema: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Run it', default: false } },
  required: ['confirm'],
};

/**
 * How a `tools/call` request asks its client: on a 2025 connection with a `elicitation/create` request
 * related to the call (when the client declared form elicitation in `initialize`); on 2026-07-28 with an
 * "input required" answer (when the request declares the capability), read back from the retried call.
 */
export function askConfirmationOf(context: ServerContext, server: Server, era: ProtocolEra): AskConfirmation {
  if (era === 'legacy') {
    return async ({ message, signal }) => {
      if (!canElicitForm(server.getClientCapabilities())) return 'unavailable';
      const params = { mode: 'form' as const, message, requestedSchema };
      try {
        const result = await context.mcpReq.send({ method: 'elicitation/create', params }, { signal });
        return answerOf(result.action, result.content);
      } catch {
        return 'unanswered';
      }
    };
  }
  return async ({ message, direct }) => {
    // The code of an `execute` call cannot wait for a retried request.
    if (!direct) return 'unavailable';
    const answered = inputResponse(context.mcpReq.inputResponses, confirmKey);
    if (answered.kind === 'elicit') return answerOf(answered.action, answered.content);
    const envelope = context.mcpReq.envelope as Record<string, unknown> | undefined;
    const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined;
    if (!canElicitForm(capabilities)) return 'unavailable';
    return inputRequired({
      inputRequests: { [confirmKey]: inputRequired.elicit({ mode: 'form', message, requestedSchema }) },
    });
  };
}

/** A client that declared `elicitation` with `form`, or with neither mode (which means form). */
function canElicitForm(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation as { form?: object; url?: object } | undefined;
  return elicitation !== undefined && (elicitation.form !== undefined || elicitation.url === undefined);
}

function answerOf(action: string, content: Record<string, unknown> | undefined): ConfirmationAnswer {
  if (action === 'accept') return content?.[confirmKey] === true ? 'accepted' : 'declined';
  return action === 'decline' ? 'declined' : 'cancelled';
}
