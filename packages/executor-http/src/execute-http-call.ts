import { STATUS_CODES } from 'node:http';
import { CallCancelledError, CallTimeoutError } from '@mci/executor-kit';
import { type ExecutionResult, ToolExecutionError } from '@mci/schema';
import type { Dispatcher } from 'undici';
import { abortableSleep } from './abortable-sleep.js';
import { createAttemptSignal } from './attempt-signal.js';
import type { ResolvedHttpExecutorSettings } from './http-executor-settings.js';
import { HttpRequestError } from './http-request-error.js';
import { HttpResponseTooLargeError } from './http-response-too-large-error.js';
import { HttpStatusError } from './http-status-error.js';
import { maskUrl } from './mask-url.js';
import type { OAuth2Credentials, OAuth2TokenCache } from './oauth2-token-cache.js';
import type { PreparedRequest } from './prepare-request.js';
import { bodyExcerpt, toContent } from './response-content.js';
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs } from './retry-policy.js';
import { type AttemptResponse, sendAttempt } from './send-attempt.js';

export interface HttpCall {
  /** The tool the call is for, named in errors. */
  readonly toolName: string;
  readonly request: PreparedRequest;
  readonly timeoutMs: number;
  readonly retries: { readonly attempts: number; readonly backoff_ms: number } | undefined;
  readonly signal: AbortSignal;
}

export interface HttpCallDependencies {
  readonly dispatcher: Dispatcher;
  readonly settings: ResolvedHttpExecutorSettings;
  readonly tokens: OAuth2TokenCache;
}

type AttemptOutcome =
  | { readonly kind: 'response'; readonly response: AttemptResponse }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'failure'; readonly error: unknown; readonly retryable: boolean };

/**
 * Sends a prepared request with the tool's timeout (per attempt) and retries, and turns the answer into a
 * result. Retries network errors, timeouts, 408, 429 and 5xx; waits `Retry-After` when the server sends it,
 * else an exponential backoff. Never retries after the caller aborts.
 */
export async function executeHttpCall(
  call: HttpCall,
  dependencies: HttpCallDependencies,
): Promise<ExecutionResult> {
  const { settings } = dependencies;
  const attempts = Math.max(1, call.retries?.attempts ?? 1);
  const { request, token } = call.request.oauth2
    ? await authorizeOrAbort(call, call.request.oauth2, dependencies)
    : { request: call.request, token: undefined };
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await tryOnce(request, call, dependencies);
    if (outcome.kind === 'aborted' || call.signal.aborted) throw abortedError(call);
    const last = attempt >= attempts;
    let delay: number;
    if (outcome.kind === 'response') {
      const { response } = outcome;
      if (response.status === 401 && request.oauth2 && token) {
        dependencies.tokens.invalidate(request.oauth2, token);
      }
      if (last || !isRetryableStatus(response.status)) return toResult(response, request, settings);
      delay = responseRetryDelayMs(response, attempt, call, settings);
    } else {
      if (last || (outcome.kind === 'failure' && !outcome.retryable)) {
        throw attemptError(outcome, request, call, attempt);
      }
      delay = backoffDelayMs(attempt, call.retries?.backoff_ms ?? 0, settings.maxBackoffMs);
    }
    await sleepOrAbort(delay, call);
  }
}

function abortedError(call: HttpCall): CallCancelledError {
  const target = `${call.request.method} ${call.request.shownUrl}`;
  return new CallCancelledError(
    { toolName: call.toolName, executorType: 'http', target },
    { cause: call.signal.reason },
  );
}

/** Waits before the next try; the caller's abort ends the wait with `CallCancelledError`. */
async function sleepOrAbort(delayMs: number, call: HttpCall): Promise<void> {
  try {
    await abortableSleep(delayMs, call.signal);
  } catch {
    throw abortedError(call);
  }
}

/** `Retry-After` when the server sends it (at most `maxRetryAfterMs`), else the exponential backoff. */
function responseRetryDelayMs(
  response: AttemptResponse,
  attempt: number,
  call: HttpCall,
  settings: ResolvedHttpExecutorSettings,
): number {
  const retryAfter = parseRetryAfterMs(response.headers['retry-after']);
  return retryAfter === undefined
    ? backoffDelayMs(attempt, call.retries?.backoff_ms ?? 0, settings.maxBackoffMs)
    : Math.min(retryAfter, settings.maxRetryAfterMs);
}

/** The error of the last attempt that timed out or failed. */
function attemptError(
  outcome: Extract<AttemptOutcome, { kind: 'timeout' | 'failure' }>,
  request: PreparedRequest,
  call: HttpCall,
  attempts: number,
): CallTimeoutError | HttpRequestError {
  const url = call.request.shownUrl;
  if (outcome.kind === 'timeout') {
    const target = `${request.method} ${url}${attempts > 1 ? `, ${attempts} attempts` : ''}`;
    const fields = { toolName: call.toolName, executorType: 'http', target, timeoutMs: call.timeoutMs };
    return new CallTimeoutError(fields, { metadata: { method: request.method, url, attempts } });
  }
  const reason = request.redactor.text(errorMessage(outcome.error));
  return new HttpRequestError({ method: request.method, url, reason, attempts }, { cause: outcome.error });
}

/** `authorize`; when the caller aborted meanwhile, `CallCancelledError` instead of what it threw. */
async function authorizeOrAbort(
  call: HttpCall,
  credentials: OAuth2Credentials,
  dependencies: HttpCallDependencies,
): Promise<{ request: PreparedRequest; token: string }> {
  try {
    return await authorize(call, credentials, dependencies);
  } catch (error) {
    throw call.signal.aborted ? abortedError(call) : error;
  }
}

/** For `oauth2` auth: the request with its bearer token (fetched or cached), and a redactor hiding it. */
async function authorize(
  call: HttpCall,
  credentials: OAuth2Credentials,
  dependencies: HttpCallDependencies,
): Promise<{ request: PreparedRequest; token: string }> {
  const { request } = call;
  const token = await dependencies.tokens.getToken(credentials, {
    timeoutMs: call.timeoutMs,
    signal: call.signal,
    redactor: request.redactor,
  });
  const headers = request.headers.copy();
  headers.set('Authorization', `Bearer ${token}`);
  const redactor = request.redactor.extend([token]);
  headers.assertSafe(redactor.text);
  return {
    request: { ...request, headers, redactor, shownUrl: redactor.text(maskUrl(request.url)) },
    token,
  };
}

/** One attempt under its own timeout. Our own errors (redirects, size, headers) are thrown as they are. */
async function tryOnce(
  request: PreparedRequest,
  call: HttpCall,
  dependencies: HttpCallDependencies,
): Promise<AttemptOutcome> {
  const attempt = createAttemptSignal(call.signal, call.timeoutMs);
  try {
    const response = await sendAttempt(dependencies.dispatcher, request, {
      maxRedirects: dependencies.settings.maxRedirects,
      maxResponseBytes: dependencies.settings.maxResponseBytes,
      signal: attempt,
    });
    return { kind: 'response', response };
  } catch (error) {
    if (call.signal.aborted) return { kind: 'aborted' };
    if (attempt.timedOut) return { kind: 'timeout' };
    if (ToolExecutionError.isInstance(error)) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    return {
      kind: 'failure',
      error,
      retryable: !(typeof code === 'string' && PERMANENT_UNDICI_CODES.has(code)),
    };
  } finally {
    attempt.dispose();
  }
}

/** undici errors another try cannot fix: invalid arguments (such as a bad header name), a closed pool. */
const PERMANENT_UNDICI_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)) || 'the connection failed';
}

function toResult(
  response: AttemptResponse,
  request: PreparedRequest,
  settings: ResolvedHttpExecutorSettings,
): ExecutionResult {
  // The URL as shown only for an error or a binary body's resource: most answers need none.
  const shownUrl = () =>
    response.url === request.url ? request.shownUrl : request.redactor.text(maskUrl(response.url));
  const contentType = response.headers['content-type'];
  if (response.status >= 400) {
    throw new HttpStatusError({
      status: response.status,
      statusText: response.statusText || STATUS_CODES[response.status] || '',
      method: response.method,
      url: shownUrl(),
      excerpt: request.redactor.text(bodyExcerpt(response.body.bytes, contentType, response.body.truncated)),
      responseTimeMs: response.responseTimeMs,
    });
  }
  if (response.body.truncated) {
    throw new HttpResponseTooLargeError({
      method: response.method,
      url: shownUrl(),
      maxResponseBytes: settings.maxResponseBytes,
      status: response.status,
    });
  }
  return {
    isError: false,
    content: toContent(response.body.bytes, contentType, shownUrl),
    metadata: { status_code: response.status, response_time_ms: response.responseTimeMs },
  };
}
