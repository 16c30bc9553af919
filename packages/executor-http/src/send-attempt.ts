import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { withTraceContext } from '@mci/executor-kit';
import type { Dispatcher } from 'undici';
import type { AttemptSignal } from './attempt-signal.js';
import { HttpRedirectError } from './http-redirect-error.js';
import { maskUrl } from './mask-url.js';
import type { PreparedRequest } from './prepare-request.js';
import type { BodyBytes } from './read-body.js';
import type { RequestHeaders } from './request-headers.js';
import { type BodyPlan, sendHop } from './send-hop.js';

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

/** Where and how one hop of an attempt is sent: the request itself, then each redirect's target. */
interface Hop {
  readonly method: string;
  readonly url: URL;
  readonly headers: RequestHeaders;
  readonly body: string | Buffer | undefined;
}

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
  let hop: Hop = request;
  for (let redirects = 0; ; redirects += 1) {
    const { method } = hop;
    const answer = await sendHop(dispatcher, dispatchOptions(hop), options.signal, (status, headers) =>
      bodyPlan(method, status, headers, options.maxResponseBytes),
    );
    const { location } = answer.headers;
    if (isRedirect(answer.status, location)) {
      if (redirects >= options.maxRedirects) {
        throw redirectError(request, hop, `more than ${options.maxRedirects} redirects (maxRedirects)`);
      }
      hop = redirectHop(request, hop, answer.status, location);
      continue;
    }
    // undici hands a keep-alive socket back to its pool one event-loop turn after the body ends; waiting
    // for that turn lets a call made right after this one reuse the socket instead of opening another.
    await setImmediate();
    return {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
      body: answer.body,
      method,
      url: hop.url,
      responseTimeMs: Math.round(performance.now() - startedAt),
    };
  }
}

function isRedirect(status: number, location: string | string[] | undefined): location is string {
  return REDIRECT_STATUSES.has(status) && typeof location === 'string';
}

/**
 * What to read of an answer: of a redirect's or a HEAD's, nothing kept (up to `DUMP_LIMIT_BYTES` read
 * to keep the connection); of one with status >= 400, an excerpt's worth; else up to the limit, and
 * nothing when its Content-Length is over it.
 */
function bodyPlan(
  method: string,
  status: number,
  headers: IncomingHttpHeaders,
  maxResponseBytes: number,
): BodyPlan {
  if (method === 'HEAD' || isRedirect(status, headers.location)) {
    return { keep: 0, read: DUMP_LIMIT_BYTES, refuseLonger: false };
  }
  if (status >= 400) {
    const excerpt = Math.min(maxResponseBytes, ERROR_BODY_BYTES);
    return { keep: excerpt, read: excerpt, refuseLonger: false };
  }
  return { keep: maxResponseBytes, read: maxResponseBytes, refuseLonger: true };
}

/** undici's options for one hop. Its own timeouts are off: the attempt's signal ends a hop that takes too long. */
function dispatchOptions(hop: Hop): Dispatcher.DispatchOptions {
  return {
    origin: hop.url.origin,
    path: `${hop.url.pathname}${hop.url.search}`,
    method: hop.method,
    headers: withTraceContext(hop.headers.toRecord()),
    body: hop.body,
    headersTimeout: 0,
    bodyTimeout: 0,
  };
}

/**
 * The hop a redirect leads to. A 303 (and a 301 or 302 after POST) turns it into a GET without a body or
 * the headers describing it; leaving the origin drops the credentials.
 */
function redirectHop(request: PreparedRequest, hop: Hop, status: number, location: string): Hop {
  const url = redirectTarget(request, hop, location);
  const toGet = redirectsToGet(status, hop.method);
  return {
    method: toGet ? 'GET' : hop.method,
    url,
    headers: redirectHeaders(request, hop.headers, toGet, url.origin !== hop.url.origin),
    body: toGet ? undefined : hop.body,
  };
}

function redirectError(request: PreparedRequest, hop: Hop, reason: string): HttpRedirectError {
  return new HttpRedirectError({ method: hop.method, url: request.redactor.text(maskUrl(hop.url)), reason });
}

/** The URL a redirect goes to; throws `HttpRedirectError` when it is not a valid http(s) URL. */
function redirectTarget(request: PreparedRequest, hop: Hop, location: string): URL {
  let next: URL;
  try {
    next = new URL(location, hop.url);
  } catch {
    throw redirectError(request, hop, 'the Location header is not a valid URL');
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw redirectError(request, hop, `the redirect goes to an unsupported ${next.protocol} URL`);
  }
  return next;
}

/** Whether a redirect with this status turns the request into a GET without a body. */
function redirectsToGet(status: number, method: string): boolean {
  return (
    (status === 303 && method !== 'GET' && method !== 'HEAD') ||
    ((status === 301 || status === 302) && method === 'POST')
  );
}

/**
 * The headers sent after a redirect: without those describing the body when it is dropped, and without
 * credentials when it leaves the origin. The request's own headers are never changed.
 */
function redirectHeaders(
  request: PreparedRequest,
  headers: RequestHeaders,
  dropsBody: boolean,
  leavesOrigin: boolean,
): RequestHeaders {
  if (!dropsBody && !leavesOrigin) return headers;
  const next = headers.copy();
  if (dropsBody) for (const name of BODY_HEADERS) next.delete(name);
  if (leavesOrigin) {
    for (const name of CREDENTIAL_HEADERS) next.delete(name);
    for (const name of request.originBoundHeaders) next.delete(name);
  }
  return next;
}
