import { CallCancelledError, createRunningCalls, executorKitErrorCodes, withSpan } from '@mci/executor-kit';
import {
  type ExecutorV1,
  type HttpExecutionConfig,
  httpExecutionSchema,
  parseExecutionConfig,
} from '@mci/schema';
import type { Agent } from 'undici';
import { executeHttpCall } from './execute-http-call.js';
import { httpExecutorErrorCodes, readsFiles } from './http-executor-error-codes.js';
import { type HttpExecutorSettings, resolveHttpExecutorSettings } from './http-executor-settings.js';
import { createOAuth2TokenCache, type OAuth2TokenCache } from './oauth2-token-cache.js';
import { type PreparedRequest, prepareRequest } from './prepare-request.js';
import { createRequestCaches } from './request-caches.js';
import { withMultipartBody } from './with-multipart-body.js';

interface Pool {
  readonly dispatcher: Agent;
  readonly tokens: OAuth2TokenCache;
}

/** The codes an http tool's call can give. */
const errorCodes = {
  ...httpExecutorErrorCodes,
  CALL_CANCELLED: executorKitErrorCodes.CALL_CANCELLED,
  CALL_TIMEOUT: executorKitErrorCodes.CALL_TIMEOUT,
  EXECUTOR_CLOSED: executorKitErrorCodes.EXECUTOR_CLOSED,
  PATH_NOT_ALLOWED: { ...executorKitErrorCodes.PATH_NOT_ALLOWED, appliesTo: readsFiles },
};

/**
 * The executor of `"http"` tools. It owns one keep-alive connection pool (an undici `Agent`) and one OAuth2
 * token cache, both shared by every call it runs; `close()` aborts the running calls and ends the pool.
 */
export function createHttpExecutor(settings?: HttpExecutorSettings): ExecutorV1<HttpExecutionConfig> {
  const resolved = resolveHttpExecutorSettings(settings);
  // undici is loaded on the first call, so loading a file (or `mci list`) never pays for it.
  let pool: Promise<Pool> | undefined;
  // The pool once open, so later calls need not wait for a promise that settled long ago.
  let opened: Pool | undefined;
  const openPool = () =>
    (pool ??= import('undici').then(({ Agent }) => {
      const dispatcher = new Agent(
        resolved.connectionsPerOrigin === undefined ? {} : { connections: resolved.connectionsPerOrigin },
      );
      const tokens = createOAuth2TokenCache({
        dispatcher,
        userAgent: resolved.userAgent,
        clientAuthentication: resolved.oauth2ClientAuthentication,
      });
      opened = { dispatcher, tokens };
      return opened;
    }));
  const calls = createRunningCalls('http');
  const caches = createRequestCaches();
  let closing: Promise<void> | undefined;

  return {
    specificationVersion: 'v1',
    type: 'http',
    errorCodes,
    parseConfig: (execution) => parseExecutionConfig(httpExecutionSchema, 'http', execution),
    execute: ({ config, context, signal }) =>
      calls.run(signal, async (callSignal) => {
        const toolName = context.tool.name;
        if (callSignal.aborted) {
          throw new CallCancelledError({ toolName, executorType: 'http' }, { cause: callSignal.reason });
        }
        const prepared = prepareRequest(config, context, { userAgent: resolved.userAgent, caches });
        // Only a multipart body has to wait (for the files it reads).
        const request =
          config.body?.type === 'multipart'
            ? await withMultipartBody(prepared, config.body, context)
            : prepared;
        const { dispatcher, tokens } = opened ?? (await openPool());
        return sendTraced(request, () =>
          executeHttpCall(
            { toolName, request, timeoutMs: config.timeout_ms, retries: config.retries, signal: callSignal },
            { dispatcher, settings: resolved, tokens },
          ),
        );
      }),
    close: () =>
      (closing ??= calls.close().then(async () => {
        if (pool) await (await pool).dispatcher.close();
      })),
  };
}

/**
 * A client span around the whole request (retries and redirects included); its trace context goes out in
 * the `traceparent` header. `url.full` is read only by a tracing SDK (the API alone ignores attributes),
 * so a call without one never builds the URL as shown.
 */
function sendTraced<T>(request: PreparedRequest, send: () => Promise<T>): Promise<T> {
  const attributes = {
    'http.request.method': request.method,
    'server.address': request.url.hostname,
    get 'url.full'() {
      return request.shownUrl;
    },
  };
  return withSpan('@mci/executor-http', request.method, { kind: 'client', attributes }, send);
}
