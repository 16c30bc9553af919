import type { RequestId } from '@modelcontextprotocol/server';

export interface JsonRpcBodyProblem {
  readonly message: string;
  /** The id the error answer carries (null when no single request is concerned). */
  readonly id: RequestId | null;
}

/** The ids of the requests (messages with a method and an id) of a body, single or batch. */
export function requestIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((message) => {
    if (typeof message !== 'object' || message === null || typeof message.method !== 'string') return [];
    const id = (message as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? [id] : [];
  });
}

/**
 * The Invalid Request problems of a JSON-RPC body that the transport would not answer: an empty batch,
 * and a request id used twice in one batch or by a request of the session still in flight.
 */
export function checkJsonRpcBody(
  body: unknown,
  isInFlight: (id: RequestId) => boolean,
): JsonRpcBodyProblem | undefined {
  if (Array.isArray(body) && body.length === 0) {
    return { message: 'Invalid Request: an empty batch; send at least one message', id: null };
  }
  const seen = new Set<RequestId>();
  for (const id of requestIds(body)) {
    if (seen.has(id) || isInFlight(id)) {
      const message = `Invalid Request: id ${JSON.stringify(id)} is in use by a request still in progress; send each request with a new id`;
      return { message, id };
    }
    seen.add(id);
  }
  return undefined;
}
