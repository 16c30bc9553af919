import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { describeCallParams } from './describe-call-params.js';

export interface RequestGuard {
  /** Whether a request with this id came in and is not answered or cancelled yet. */
  isInFlight(id: RequestId): boolean;
  /** Cancels a request in flight as if its client had sent `notifications/cancelled`. */
  cancel(id: RequestId, reason: string): void;
}

type Message = Record<string, unknown>;

/**
 * Sits between a connected transport and its SDK server. Answers itself, as JSON-RPC asks, what the SDK
 * would leave unanswered or answer badly: a request whose id is still in flight gets `-32600` (the SDK
 * would drop one of the two), and `tools/call` with malformed params gets `-32602` with a readable
 * message (the SDK answers `-32603` with a raw validation dump). Call after `server.connect(transport)`.
 */
export function guardRequests(transport: Transport): RequestGuard {
  const inFlight = new Set<RequestId>();
  const receive = transport.onmessage;
  const send = transport.send.bind(transport);
  const answerError = (id: RequestId, code: number, message: string) =>
    send({ jsonrpc: '2.0', id, error: { code, message } }).catch(() => {});

  transport.send = (message, options) => {
    const sent = message as Message;
    if ('id' in sent && ('result' in sent || 'error' in sent)) inFlight.delete(sent.id as RequestId);
    return send(message, options);
  };
  transport.onmessage = (message, extra) => {
    const incoming = message as Message;
    if (incoming.method === 'notifications/cancelled') {
      const requestId = (incoming.params as Message | undefined)?.requestId;
      if (typeof requestId === 'string' || typeof requestId === 'number') inFlight.delete(requestId);
    }
    if (typeof incoming.method === 'string' && 'id' in incoming) {
      const id = incoming.id as RequestId;
      if (inFlight.has(id)) {
        const shown = JSON.stringify(id);
        void answerError(
          id,
          ErrorCode.InvalidRequest,
          `Invalid Request: id ${shown} is in use by a request still in progress; send each request with a new id`,
        );
        return;
      }
      const problem = incoming.method === 'tools/call' ? describeCallParams(incoming.params) : undefined;
      if (problem !== undefined) {
        void answerError(id, ErrorCode.InvalidParams, `Invalid params of tools/call: ${problem}`);
        return;
      }
      inFlight.add(id);
    }
    receive?.(message as JSONRPCMessage, extra);
  };
  return {
    isInFlight: (id) => inFlight.has(id),
    cancel(id, reason) {
      if (!inFlight.has(id)) return;
      transport.onmessage?.({
        jsonrpc: '2.0',
        method: 'notifications/cancelled',
        params: { requestId: id, reason },
      });
    },
  };
}
