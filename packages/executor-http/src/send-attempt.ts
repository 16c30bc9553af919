import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { withTraceContext } from '@mci/executor-kit';
import type { Dispatcher } from 'undici';
import type { AttemptSignal } from './attempt-signal.js';
import { HttpRedirectError } from './http-redirect-error.js';
import { maskUrl } from './mask-url.js';
import type { PreparedRequest } from './prepare-request.js';
import { type BodyBytes, readBody } from './read-body.js';

export interface AttemptResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: BodyBytes;
  /** The method and URL that gave this answer, after redirects. */
  readonly method: string;
  readonly url: URL;
  readonly responseTimeMs: number;
}

export interface AttemptOptions {
  readonly maxRedirects: number;
  readonly maxResponseBytes: number;
  readonly signal: AttemptSignal;
}

/** Bytes of an error answer kept for its excerpt. */
const ERROR_BODY_BYTES = 64 * 1024;
/** Bytes of an unused body (a redirect's) read to keep its connection; a longer body closes it. */
const DUMP_LIMIT_BYTES = 128 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers never sent to another origin than the one the request started at. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
/** Headers that describe a body, removed when a redirect drops the body. */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];

/**
 * One try of a request: sends it, follows redirects (up to `maxRedirects`), and reads the final body.
 * Bodies of answers with status >= 400 are read only as far as their excerpt needs.
 */
export async function sendAttempt(
  dispatcher: Dispatcher,
  request: PreparedRequest,
  options: AttemptOptions,
): Promise<AttemptResponse> {
  const startedAt = performance.now();
  let method = request.method;
  let url = request.url;
  let headers = request.headers;
  let body = request.body;
  for (let redirects = 0; ; redirects += 1) {
    const response = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method,
      headers: withTraceContext(headers.toRecord()),
      body,
      signal: options.signal.emitter,
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode) && typeof location === 'string') {
      await response.body.dump({ limit: DUMP_LIMIT_BYTES, signal: options.signal.signal });
      if (redirects >= options.maxRedirects) {
        throw redirectError(
          request,
          method,
          url,
          `more than ${options.maxRedirects} redirects (maxRedirects)`,
        );
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw redirectError(request, method, url, 'the Location header is not a valid URL');
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw redirectError(request, method, url, `the redirect goes to an unsupported ${next.protocol} URL`);
      }
      const status = response.statusCode;
      if (
        (status === 303 && method !== 'GET' && method !== 'HEAD') ||
        ((status === 301 || status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        headers = headers.copy();
        for (const name of BODY_HEADERS) headers.delete(name);
      }
      if (next.origin !== url.origin) {
        headers = headers.copy();
        for (const name of [...CREDENTIAL_HEADERS, ...request.originBoundHeaders]) headers.delete(name);
      }
      url = next;
      continue;
    }
    let bytes: BodyBytes;
    if (method === 'HEAD') {
      await response.body.dump({ limit: DUMP_LIMIT_BYTES, signal: options.signal.signal });
      bytes = { bytes: Buffer.alloc(0), truncated: false };
    } else {
      bytes =
        response.statusCode >= 400
          ? await readBody(response.body, Math.min(options.maxResponseBytes, ERROR_BODY_BYTES))
          : await readBody(response.body, options.maxResponseBytes, response.headers);
    }
    // undici hands a keep-alive socket back to its pool one event-loop turn after the body ends; waiting
    // for that turn lets a call made right after this one reuse the socket instead of opening another.
    await setImmediate();
    return {
      status: response.statusCode,
      statusText: response.statusText,
      headers: response.headers,
      body: bytes,
      method,
      url,
      responseTimeMs: Math.round(performance.now() - startedAt),
    };
  }
}

function redirectError(
  request: PreparedRequest,
  method: string,
  url: URL,
  reason: string,
): HttpRedirectError {
  return new HttpRedirectError({ method, url: request.redactor.text(maskUrl(url)), reason });
}
