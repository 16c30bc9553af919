import { createHash } from 'node:crypto';
import type { Redactor } from '@mci/executor-kit';
import { timerDelay } from '@mci/executor-kit';
import type { Dispatcher } from 'undici';
import { maskUrl } from './mask-url.js';
import { OAuth2TokenError } from './oauth2-token-error.js';
import { readBody } from './read-body.js';
import { bodyExcerpt } from './response-content.js';

/** The rendered client-credentials settings of one call. */
export interface OAuth2Credentials {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
}

export interface OAuth2TokenCache {
  /**
   * A valid access token for these credentials: cached, or fetched once however many calls ask at the same
   * time. `signal` only stops this caller's wait; a shared fetch goes on for the others.
   */
  getToken(
    credentials: OAuth2Credentials,
    options: { timeoutMs: number; signal: AbortSignal; redactor: Redactor },
  ): Promise<string>;
  /** Forgets `token` (e.g. after a 401) so the next call fetches a new one. */
  invalidate(credentials: OAuth2Credentials, token: string): void;
}

export interface OAuth2TokenCacheSettings {
  readonly dispatcher: Dispatcher;
  readonly userAgent: string;
  readonly clientAuthentication: 'basic' | 'body';
}

/** A token is dropped this long before it expires (at most half its lifetime). */
const EXPIRY_MARGIN_MS = 30_000;
/** Lifetime assumed when the token answer has no `expires_in`. */
const DEFAULT_LIFETIME_MS = 300_000;
const MAX_TOKEN_RESPONSE_BYTES = 1024 * 1024;

interface Entry {
  readonly promise: Promise<string>;
  token?: string;
  expiresAt?: number;
}

export function createOAuth2TokenCache(settings: OAuth2TokenCacheSettings): OAuth2TokenCache {
  const entries = new Map<string, Entry>();

  return {
    getToken(credentials, options) {
      const key = cacheKey(credentials);
      let entry = entries.get(key);
      if (entry?.expiresAt !== undefined && Date.now() >= entry.expiresAt) {
        entries.delete(key);
        entry = undefined;
      }
      if (!entry) {
        const created: Entry = {
          promise: fetchToken(settings, credentials, options).then(
            ({ token, lifetimeMs }) => {
              const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2);
              created.token = token;
              created.expiresAt = Date.now() + lifetimeMs - margin;
              if (lifetimeMs <= 0 && entries.get(key) === created) entries.delete(key);
              return token;
            },
            (error: unknown) => {
              if (entries.get(key) === created) entries.delete(key);
              throw error;
            },
          ),
        };
        entries.set(key, created);
        entry = created;
      }
      return raceWithSignal(entry.promise, options.signal);
    },
    invalidate(credentials, token) {
      const key = cacheKey(credentials);
      if (entries.get(key)?.token === token) entries.delete(key);
    },
  };
}

/** The secret is part of the key (hashed), so a call with a wrong secret never gets another call's token. */
function cacheKey(credentials: OAuth2Credentials): string {
  const secret = createHash('sha256').update(credentials.clientSecret).digest('base64');
  return JSON.stringify([credentials.tokenUrl, credentials.clientId, credentials.scopes.join(' '), secret]);
}

/** What a token fetch needs to report a failure: the credentials and the call's redactor. */
interface TokenFetch {
  readonly credentials: OAuth2Credentials;
  readonly redactor: Redactor;
}

async function fetchToken(
  settings: OAuth2TokenCacheSettings,
  credentials: OAuth2Credentials,
  options: { timeoutMs: number; redactor: Redactor },
): Promise<{ token: string; lifetimeMs: number }> {
  const fetch: TokenFetch = { credentials, redactor: options.redactor };
  const url = tokenUrl(fetch);
  const { status, text } = await postTokenRequest(settings, fetch, url, options.timeoutMs);
  return parseTokenAnswer(fetch, status, text);
}

function tokenError(
  fetch: TokenFetch,
  reason: string,
  details: { status?: number; cause?: unknown },
): OAuth2TokenError {
  const { redactor } = fetch;
  return new OAuth2TokenError(
    {
      tokenUrl: redactor.text(maskUrl(fetch.credentials.tokenUrl)),
      status: details.status,
      reason: redactor.text(reason),
    },
    { cause: details.cause },
  );
}

function tokenUrl(fetch: TokenFetch): URL {
  let url: URL;
  try {
    url = new URL(fetch.credentials.tokenUrl);
  } catch (error) {
    throw tokenError(fetch, 'the token URL is not a valid URL', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw tokenError(fetch, 'the token URL must use http or https', {});
  }
  return url;
}

/** The client-credentials form, with the client's id and secret in it or in HTTP Basic. */
function tokenRequest(
  settings: OAuth2TokenCacheSettings,
  credentials: OAuth2Credentials,
): { headers: Record<string, string>; body: string } {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (credentials.scopes.length > 0) form.set('scope', credentials.scopes.join(' '));
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    'user-agent': settings.userAgent,
  };
  if (settings.clientAuthentication === 'basic') {
    const pair = `${formEncode(credentials.clientId)}:${formEncode(credentials.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
  } else {
    form.set('client_id', credentials.clientId);
    form.set('client_secret', credentials.clientSecret);
  }
  return { headers, body: form.toString() };
}

/** Sends the token request within `timeoutMs` (0: no limit) and reads a 2xx answer's text. */
async function postTokenRequest(
  settings: OAuth2TokenCacheSettings,
  fetch: TokenFetch,
  url: URL,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const { headers, body } = tokenRequest(settings, fetch.credentials);
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timerDelay(timeoutMs)) : undefined;
  try {
    const response = await settings.dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers,
      body,
      signal: timeout,
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const status = response.statusCode;
    const answer = await readBody(response.body, MAX_TOKEN_RESPONSE_BYTES);
    if (status < 200 || status >= 300) {
      const reason = describeFailure(answer.bytes, response.headers['content-type'], answer.truncated);
      throw tokenError(fetch, reason, { status });
    }
    return { status, text: answer.bytes.toString('utf8') };
  } catch (error) {
    if (OAuth2TokenError.isInstance(error)) throw error;
    if (timeout?.aborted) throw tokenError(fetch, `no answer within ${timeoutMs} ms`, { cause: error });
    throw tokenError(fetch, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

function parseTokenAnswer(
  fetch: TokenFetch,
  status: number,
  text: string,
): { token: string; lifetimeMs: number } {
  let answer: { access_token?: unknown; expires_in?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch (error) {
    throw tokenError(fetch, 'the answer is not JSON', { status, cause: error });
  }
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw tokenError(fetch, 'the answer has no access_token', { status });
  }
  const expiresIn = Number(answer.expires_in);
  const lifetimeMs =
    answer.expires_in !== undefined && Number.isFinite(expiresIn) && expiresIn >= 0
      ? expiresIn * 1000
      : DEFAULT_LIFETIME_MS;
  return { token: answer.access_token, lifetimeMs };
}

/** The OAuth2 `error` (and `error_description`) of a failed answer, else an excerpt of its body. */
function describeFailure(
  bytes: Buffer,
  contentType: string | string[] | undefined,
  truncated: boolean,
): string {
  try {
    const answer = JSON.parse(bytes.toString('utf8')) as { error?: unknown; error_description?: unknown };
    if (typeof answer?.error === 'string') {
      return typeof answer.error_description === 'string'
        ? `${answer.error}: ${answer.error_description}`
        : answer.error;
    }
  } catch {
    // Not JSON: show the start of the body instead.
  }
  return bodyExcerpt(bytes, contentType, truncated) || 'empty answer';
}

/** RFC 6749 appendix B: client id and secret are form-encoded before they go into HTTP Basic. */
export function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

function raceWithSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
