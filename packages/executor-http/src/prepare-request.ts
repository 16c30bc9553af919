import { createRedactor, type Redactor } from '@mci/executor-kit';
import type { ExecutionContext, HttpExecutionConfig } from '@mci/schema';
import {
  appendQueryParameters,
  cookieHeader,
  headerValues,
  spacesAsPercent20,
  styledPathValues,
} from './apply-parameter-styles.js';
import { decodeBase64 } from './decode-base64.js';
import { fillPathParams } from './fill-path-params.js';
import { HttpRequestError } from './http-request-error.js';
import { maskUrl } from './mask-url.js';
import { formEncode, type OAuth2Credentials } from './oauth2-token-cache.js';
import { plainRedactor, type RequestCaches } from './request-caches.js';
import { RequestHeaders } from './request-headers.js';

/** A request rendered for one call, ready to send (except for an OAuth2 token still to fetch). */
export interface PreparedRequest {
  readonly method: HttpExecutionConfig['method'];
  readonly url: URL;
  /** `url` as errors and traces show it: query values masked, secrets redacted. Made on first read. */
  readonly shownUrl: string;
  readonly headers: RequestHeaders;
  readonly body: string | Buffer | undefined;
  /** Lower-case names of headers holding secrets, removed when a redirect leaves the origin. */
  readonly originBoundHeaders: readonly string[];
  /** Hides env secrets, credentials and query values of this call. Made on first read. */
  readonly redactor: Redactor;
  /** Set for `oauth2` auth: the credentials to fetch the token with. */
  readonly oauth2: OAuth2Credentials | undefined;
}

const DEFAULT_CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  raw: 'text/plain; charset=utf-8',
} as const;

/** What `prepareRequest` needs besides the call: the executor's settings and caches. */
export interface PrepareRequestOptions {
  readonly userAgent: string;
  readonly caches: RequestCaches;
}

/**
 * Renders url, path parameters, params, headers, body and auth through the call's context. Throws
 * `HttpRequestError` for a URL that is not http(s), `HttpPathParamError` for a path parameter that cannot
 * be a path segment and `HttpHeaderError` for a header holding CR, LF or NUL.
 */
export function prepareRequest(
  config: HttpExecutionConfig,
  context: ExecutionContext,
  options: PrepareRequestOptions,
): PreparedRequest {
  const auth = renderAuth(config.auth, context);
  const url = renderUrl(config, context, { auth, caches: options.caches });
  const userinfo = takeUserinfo(url);
  const { headers, originBoundHeaders } = renderHeaders(config, context, auth);
  const credentials = [...auth.credentials];
  if (userinfo && !headers.has('authorization')) {
    headers.set('Authorization', `Basic ${userinfo.encoded}`);
    credentials.push(...userinfo.secrets);
  }
  const body = renderBody(config.body, context);
  if (body && !headers.has('content-type')) headers.set('Content-Type', body.contentType);
  if (!headers.has('user-agent')) headers.set('User-Agent', options.userAgent);
  // The redactor and the URL as shown are needed by errors and traces only: made on first use.
  let redactor: Redactor | undefined;
  let shownUrl: string | undefined;
  const callRedactor = () => {
    if (redactor) return redactor;
    const secrets = url.search === '' ? credentials : [...credentials, ...url.searchParams.values()];
    redactor =
      secrets.length === 0
        ? plainRedactor(options.caches, context.redact)
        : createRedactor(secrets, { redact: context.redact });
    return redactor;
  };
  headers.assertSafe((text) => callRedactor().text(text));
  return {
    method: config.method,
    url,
    get shownUrl() {
      shownUrl ??= callRedactor().text(maskUrl(url));
      return shownUrl;
    },
    headers,
    body: body?.text,
    originBoundHeaders,
    get redactor() {
      return callRedactor();
    },
    oauth2: auth.oauth2,
  };
}

/** The URL of the call: path parameters filled, params and an apiKey in the query added. */
function renderUrl(
  config: HttpExecutionConfig,
  context: ExecutionContext,
  options: { auth: RenderedAuth; caches: RequestCaches },
): URL {
  const { auth, caches } = options;
  const renderedUrl = context.renderString(config.url);
  const urlText =
    config.pathParams === undefined ? renderedUrl : fillStyledPath(config, context, renderedUrl);
  const changesUrl = config.params !== undefined || auth.query !== undefined;
  const last = changesUrl ? undefined : caches.lastUrls.get(config);
  if (last?.text === urlText) return last.url;
  const url = parseHttpUrl(urlText, config.method, (text) =>
    createRedactor(auth.credentials, { redact: context.redact }).text(maskUrl(text)),
  );
  if (!changesUrl && !url.username && !url.password) caches.lastUrls.set(config, { text: urlText, url });
  if (config.params !== undefined)
    appendQueryParameters(url.searchParams, context.renderValue(config.params), config.styles?.params);
  if (auth.query) url.searchParams.set(auth.query.name, auth.query.value);
  if (config.styles?.params) url.search = spacesAsPercent20(url.search);
  return url;
}

function fillStyledPath(config: HttpExecutionConfig, context: ExecutionContext, url: string): string {
  const rendered = context.renderValue(config.pathParams) as Record<string, unknown>;
  const { values, encoded } = styledPathValues(rendered, config.styles?.pathParams);
  return fillPathParams(url, Object.keys(config.pathParams ?? {}), values, encoded);
}

/** The tool's headers and those of its auth; names of the ones holding secrets are origin-bound. */
function renderHeaders(
  config: HttpExecutionConfig,
  context: ExecutionContext,
  auth: RenderedAuth,
): { headers: RequestHeaders; originBoundHeaders: string[] } {
  const headers = new RequestHeaders();
  const originBoundHeaders: string[] = [];
  if (config.headers !== undefined) {
    const renderedHeaders = context.renderValue(config.headers) as Record<string, unknown>;
    for (const [name, value] of Object.entries(renderedHeaders)) {
      const values = headerValues(name, value, config.styles?.headers);
      headers.set(name, values);
      if (values.some((text) => context.redact(text) !== text)) originBoundHeaders.push(name.toLowerCase());
    }
  }
  const cookie = config.cookies && cookieHeader(context.renderValue(config.cookies), config.styles?.cookies);
  if (cookie !== undefined) {
    headers.set('Cookie', cookie);
    if (context.redact(cookie) !== cookie) originBoundHeaders.push('cookie');
  }
  for (const [name, value] of auth.headers) {
    headers.set(name, value);
    if (name.toLowerCase() !== 'authorization') originBoundHeaders.push(name.toLowerCase());
  }
  return { headers, originBoundHeaders };
}

interface RenderedAuth {
  readonly headers: Array<[string, string]>;
  readonly query: { name: string; value: string } | undefined;
  readonly credentials: string[];
  readonly oauth2: OAuth2Credentials | undefined;
}

function renderAuth(auth: HttpExecutionConfig['auth'], context: ExecutionContext): RenderedAuth {
  const none: RenderedAuth = { headers: [], query: undefined, credentials: [], oauth2: undefined };
  if (!auth) return none;
  switch (auth.type) {
    case 'apiKey': {
      const value = context.renderString(auth.value);
      return auth.in === 'query'
        ? { ...none, query: { name: auth.name, value }, credentials: [value] }
        : { ...none, headers: [[auth.name, value]], credentials: [value] };
    }
    case 'bearer': {
      const token = context.renderString(auth.token);
      return { ...none, headers: [['Authorization', `Bearer ${token}`]], credentials: [token] };
    }
    case 'basic': {
      const username = context.renderString(auth.username);
      const password = context.renderString(auth.password);
      const encoded = Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
      return { ...none, headers: [['Authorization', `Basic ${encoded}`]], credentials: [password, encoded] };
    }
    case 'oauth2': {
      const oauth2: OAuth2Credentials = {
        tokenUrl: context.renderString(auth.tokenUrl),
        clientId: context.renderString(auth.clientId),
        clientSecret: context.renderString(auth.clientSecret),
        scopes: (auth.scopes ?? []).map((scope) => context.renderString(scope)),
      };
      const secret = oauth2.clientSecret;
      const basic = Buffer.from(`${formEncode(oauth2.clientId)}:${formEncode(secret)}`).toString('base64');
      return {
        ...none,
        credentials: [secret, basic],
        oauth2,
      };
    }
  }
}

/** `show` gives the URL as an error shows it. */
function parseHttpUrl(text: string, method: string, show: (url: string | URL) => string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new HttpRequestError(
      { method, url: show(text), reason: 'the URL is not valid', attempts: 1 },
      { cause: error },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpRequestError({
      method,
      url: show(url),
      reason: `only http and https URLs are supported, not ${url.protocol}`,
      attempts: 1,
    });
  }
  if (url.hash !== '') url.hash = '';
  return url;
}

/**
 * Removes `user:password@` from `url` (it is never sent as part of the URL) and returns it as HTTP Basic
 * credentials, the way curl and Python's requests use it.
 */
function takeUserinfo(url: URL): { encoded: string; secrets: string[] } | undefined {
  if (!url.username && !url.password) return undefined;
  const password = decodeComponent(url.password);
  const pair = `${decodeComponent(url.username)}:${password}`;
  const encoded = Buffer.from(pair, 'utf8').toString('base64');
  const secrets = [url.password, password, encoded].filter((secret) => secret.length > 0);
  url.username = '';
  url.password = '';
  return { encoded, secrets };
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function renderBody(
  body: HttpExecutionConfig['body'],
  context: ExecutionContext,
): { text: string | Buffer; contentType: string } | undefined {
  // A multipart body may read files: `withMultipartBody` renders it once the request is prepared.
  if (!body || body.type === 'multipart') return undefined;
  if (body.type === 'raw' && body.encoding === 'base64')
    return {
      text: decodeBase64(context.renderString(body.content), 'body'),
      contentType: 'application/octet-stream',
    };
  const contentType = DEFAULT_CONTENT_TYPES[body.type];
  const content = context.renderValue(body.content);
  if (body.type === 'json') {
    const text = JSON.stringify(content);
    return text === undefined ? undefined : { text, contentType };
  }
  if (typeof content === 'string') return { text: content, contentType };
  if (body.type === 'form') {
    const form = new URLSearchParams();
    appendQueryParameters(form, content, body.styles);
    return { text: form.toString(), contentType };
  }
  return { text: JSON.stringify(content) ?? '', contentType };
}
