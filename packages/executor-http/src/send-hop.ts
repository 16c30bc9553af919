import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import type { AttemptSignal, AttemptTarget } from './attempt-signal.js';
import type { BodyBytes } from './read-body.js';

/** How much of an answer's body to read, decided once its status and headers are known. */
export interface BodyPlan {
  /** Bytes kept; a longer body is `truncated`. */
  readonly keep: number;
  /** Bytes read at most (those past `keep` are dropped); a longer body is cut, which closes its connection. */
  readonly read: number;
  /** Whether a body whose Content-Length is over `read` is cut at once, unread. */
  readonly refuseLonger: boolean;
}

/** The answer to one request: its status, headers and as much of its body as its plan kept. */
export interface HopAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: BodyBytes;
}

/**
 * Sends one request through undici's handler API (`dispatch`) and collects its answer's body as it comes:
 * no stream, no promise per chunk. The attempt's abort rejects it at once with the attempt's reason, and
 * aborts undici's request.
 */
export function sendHop(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  attempt: AttemptSignal,
  plan: (status: number, headers: IncomingHttpHeaders) => BodyPlan,
): Promise<HopAnswer> {
  if (attempt.aborted) return Promise.reject(attempt.reason);
  return new Promise((resolve, reject) => {
    const handler = new HopHandler(plan, resolve, reject);
    attempt.current = handler;
    dispatcher.dispatch(options, handler);
  });
}

const NOTHING: BodyPlan = { keep: 0, read: 0, refuseLonger: false };

class HopHandler implements Dispatcher.DispatchHandler, AttemptTarget {
  readonly #plan: (status: number, headers: IncomingHttpHeaders) => BodyPlan;
  readonly #resolve: (answer: HopAnswer) => void;
  readonly #reject: (reason: unknown) => void;
  #controller: Dispatcher.DispatchController | undefined;
  #settled = false;
  #abortReason: Error | undefined;
  #status = 0;
  #statusText = '';
  #headers: IncomingHttpHeaders = {};
  #limits = NOTHING;
  #chunks: Buffer[] = [];
  #kept = 0;
  #read = 0;

  constructor(
    plan: (status: number, headers: IncomingHttpHeaders) => BodyPlan,
    resolve: (answer: HopAnswer) => void,
    reject: (reason: unknown) => void,
  ) {
    this.#plan = plan;
    this.#resolve = resolve;
    this.#reject = reject;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.#abortReason) controller.abort(this.#abortReason);
    else this.#controller = controller;
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
    statusText?: string,
  ): void {
    // 1xx answers come before the real one.
    if (status < 200 || this.#settled) return;
    this.#status = status;
    this.#statusText = statusText ?? '';
    this.#headers = headers;
    this.#limits = this.#plan(status, headers);
    if (this.#limits.refuseLonger && Number(headers['content-length']) > this.#limits.read) {
      this.#read = Number.POSITIVE_INFINITY;
      this.#cut(controller);
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    const room = this.#limits.keep - this.#kept;
    if (room > 0) {
      const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
      this.#chunks.push(part);
      this.#kept += part.length;
    }
    this.#read += chunk.length;
    if (this.#read > this.#limits.read) this.#cut(controller);
  }

  onResponseEnd(): void {
    this.#answer();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#reject(error);
  }

  /** The attempt aborted: fails now, and ends undici's request (once it has started, else when it does). */
  abort(reason: unknown): void {
    if (this.#settled) return;
    this.#settled = true;
    // undici wants an Error; which one does not matter, as this hop's promise is already rejected.
    this.#abortReason = reason instanceof Error ? reason : new Error('the attempt was aborted');
    this.#controller?.abort(this.#abortReason);
    this.#reject(reason);
  }

  /** Stops reading a body longer than the plan reads: the answer keeps its start, the connection closes. */
  #cut(controller: Dispatcher.DispatchController): void {
    this.#answer();
    controller.abort(new Error('the response body is longer than the limit'));
  }

  #answer(): void {
    if (this.#settled) return;
    this.#settled = true;
    const chunks = this.#chunks;
    const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.#kept);
    this.#resolve({
      status: this.#status,
      statusText: this.#statusText,
      headers: this.#headers,
      body: { bytes, truncated: this.#read > this.#kept },
    });
  }
}
