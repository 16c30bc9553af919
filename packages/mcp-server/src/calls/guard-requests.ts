import {
  ProtocolErrorCode as ErrorCode,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
  type Transport,
  type TransportSendOptions,
} from '@modelcontextprotocol/server';
import { describeCallParams } from './describe-call-params.js';

export interface RequestGuard {
  /** Whether a request with this id came in and is not answered or cancelled yet. */
  isInFlight(id: RequestId): boolean;
  /** Cancels a request in flight as if its client had sent `notifications/cancelled`. */
  cancel(id: RequestId, reason: string): void;
}

type Message = Record<string, unknown>;

/**
 * A transport in front of another one and its SDK server. Answers itself, as JSON-RPC asks, what the SDK
 * would leave unanswered or answer badly: a request whose id is still in flight gets `-32600` (the SDK
 * would drop one of the two), and `tools/call` with malformed params gets `-32602` with a readable
 * message. Connect the server to this transport, not to `inner`.
 */
export class GuardedTransport implements Transport, RequestGuard {
  readonly #inner: Transport;
  readonly #inFlight = new Set<RequestId>();
  #whenIdle: (() => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;

  constructor(inner: Transport) {
    this.#inner = inner;
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => this.#receive(message as Message, extra);
  }

  get sessionId(): string | undefined {
    return this.#inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.#inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    return this.#inner.start();
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const sent = message as Message;
    if ('id' in sent && ('result' in sent || 'error' in sent)) this.#inFlight.delete(sent.id as RequestId);
    const sending = this.#inner.send(message, options);
    if (this.#inFlight.size === 0) this.#whenIdle?.();
    return sending;
  }

  /** Settles once no request is in flight. */
  idle(): Promise<void> {
    if (this.#inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#whenIdle = resolve;
    });
  }

  isInFlight(id: RequestId): boolean {
    return this.#inFlight.has(id);
  }

  cancel(id: RequestId, reason: string): void {
    if (!this.#inFlight.has(id)) return;
    this.#receive({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason } });
  }

  #receive(incoming: Message, extra?: MessageExtraInfo): void {
    if (incoming.method === 'notifications/cancelled') {
      const requestId = (incoming.params as Message | undefined)?.requestId;
      if (typeof requestId === 'string' || typeof requestId === 'number') this.#inFlight.delete(requestId);
    }
    if (typeof incoming.method === 'string' && 'id' in incoming) {
      const id = incoming.id as RequestId;
      if (this.#inFlight.has(id)) {
        const shown = JSON.stringify(id);
        this.#answerError(
          id,
          ErrorCode.InvalidRequest,
          `Invalid Request: id ${shown} is in use by a request still in progress; send each request with a new id`,
        );
        return;
      }
      const problem = incoming.method === 'tools/call' ? describeCallParams(incoming.params) : undefined;
      if (problem !== undefined) {
        this.#answerError(id, ErrorCode.InvalidParams, `Invalid params of tools/call: ${problem}`);
        return;
      }
      this.#inFlight.add(id);
    }
    this.onmessage?.(incoming as JSONRPCMessage, extra);
  }

  #answerError(id: RequestId, code: number, message: string): void {
    void this.#inner.send({ jsonrpc: '2.0', id, error: { code, message } }).catch(() => {});
  }
}
