import type { ServerOptions } from 'node:http';

export interface HttpTimeouts {
  /** Time a client has to send the request headers. */
  readonly headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (not the answer: streams stay open). */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open between requests. */
  readonly keepAliveTimeoutMs: number;
}

/** Short enough that slow or stalled senders cannot hold connections; ample for MCP messages (≤ 4 MiB). */
export const defaultHttpTimeouts: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

/** The node:http server options that enforce `timeouts` (checked every second at most). */
export function httpTimeoutOptions(timeouts: Partial<HttpTimeouts>): ServerOptions {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = { ...defaultHttpTimeouts, ...timeouts };
  const shortest = Math.min(...[headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0), 1000);
  return {
    // node:http refuses a headers timeout longer than the request timeout.
    headersTimeout: requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(shortest / 4, 50),
  };
}
