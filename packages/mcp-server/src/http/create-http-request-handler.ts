import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
import type { HttpAdmission } from './admit-http-request.js';
import type { HttpRequestVerdict } from './http-request-guard.js';
import type { AuthedRequest } from './http-sessions.js';
import { replyHttpError } from './reply-http-error.js';

export interface HttpRequestPipeline {
  /** The MCP endpoint path, e.g. `/mcp`. */
  readonly endpoint: string;
  readonly logger: Logger;
  /** Host/Origin and token checks; undefined until the server can answer (see `whenAnswering`). */
  readonly guard: (request: IncomingMessage, health: boolean) => HttpRequestVerdict | undefined;
  /**
   * Settles once the server can answer (its guard and auth layer are made, just after it listens), or
   * after a bound: a request that came earlier waits for it instead of being refused.
   */
  readonly whenAnswering: () => Promise<void>;
  /** Whether `GET /healthz` answers ready. */
  readonly ready: () => boolean;
  readonly closing: () => boolean;
  /** OAuth metadata, then authentication and the JSON body of a request to the endpoint. */
  readonly admission: HttpAdmission;
  /** Answers a request to the endpoint (stateful sessions or stateless) with its parsed body. */
  readonly serve: (request: AuthedRequest, response: ServerResponse, body: unknown) => Promise<void>;
}

/**
 * The steps every HTTP request goes through, in order: waiting until the server can answer, the guard (DNS rebinding, bearer token), the health
 * check, OAuth metadata, the endpoint path, shutdown, authentication and the JSON body, then MCP. A new check of every request (another kind of credential,
 * a limit) is one more step here, before `serve`.
 */
export function createHttpRequestHandler(pipeline: HttpRequestPipeline) {
  const { endpoint, logger } = pipeline;
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const health = pathname === '/healthz' && request.method === 'GET';
    let verdict = pipeline.guard(request, health);
    if (verdict === undefined) {
      await pipeline.whenAnswering();
      verdict = pipeline.guard(request, health);
    }
    if (verdict === undefined || !verdict.allowed) {
      const message = verdict?.message ?? 'Not ready';
      logger.warn(`rejected ${request.method} ${(request.url ?? '').slice(0, 200)}: ${message}`);
      return replyHttpError(response, { status: verdict?.status ?? 403, message, headers: verdict?.headers });
    }
    if (health) return answerHealth(response, pipeline.ready());
    if (pipeline.admission.answerMetadata(pathname, response)) return;
    if (pathname !== endpoint)
      return replyHttpError(response, { status: 404, message: `Not found: the MCP endpoint is ${endpoint}` });
    if (pipeline.closing())
      return replyHttpError(response, { status: 503, message: 'The server is shutting down' });
    const admitted = await pipeline.admission.admit(request, response);
    if (admitted !== undefined) await pipeline.serve(request, response, admitted.body);
  };
}

/** `{"status":"ready"}` (200) or, after a failed reload, 503; no tool names. */
function answerHealth(response: ServerResponse, ready: boolean): void {
  response
    .writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(`${JSON.stringify({ status: ready ? 'ready' : 'not ready: the last reload failed' })}\n`);
}
