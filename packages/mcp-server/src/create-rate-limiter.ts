import { createHash } from 'node:crypto';
import { type Logger, silentLogger } from '@mci/runtime';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from './rate-limit-rule.js';

export interface RateLimitSettings {
  /** Limits each client on its own (a bearer token, an MCP session; stdio is one client). */
  perClient?: readonly RateLimitRule[];
  /** Limits all clients together. */
  total?: readonly RateLimitRule[];
  /**
   * `redis://` URL: the counts live in Redis, shared by every copy of the server that uses it. Default:
   * in this process's memory.
   */
  redisUrl?: string;
}

/** Decides whether a call may run now. */
export interface RateLimiter {
  /** Counts the call against every rule that applies; `retryAfterMs` when one of them is exceeded. */
  take(tool: string, clientKey: string): Promise<{ retryAfterMs: number } | undefined>;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before serving anyway (calls go on while it is unreachable). */
const redisConnectWaitMs = 2000;

/**
 * Builds the limiter of `RateLimitSettings` with rate-limiter-flexible (fixed windows; memory or, with
 * `redisUrl`, ioredis), both loaded only here. A call counts against the rules for its tool and the `*`
 * rules, per client and in total; a refused call counts too. When Redis fails, calls go on unlimited
 * and one warning is logged until Redis answers again.
 */
export async function createRateLimiter(
  settings: RateLimitSettings,
  logger: Logger = silentLogger,
): Promise<RateLimiter> {
  const { RateLimiterMemory, RateLimiterRedis } = await import('rate-limiter-flexible');
  let redis: import('ioredis').Redis | undefined;
  let warned = false;
  const where = settings.redisUrl === undefined ? '' : shownRedis(settings.redisUrl);
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn(
      `Redis at ${where} is unreachable (${error instanceof Error ? error.message : String(error)}); calls go on without rate limits until it answers`,
    );
  };
  if (settings.redisUrl !== undefined) {
    const { Redis } = await import('ioredis');
    redis = new Redis(settings.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', warnOnce);
    redis.on('ready', () => {
      if (warned) logger.info(`Redis at ${where} answers again`);
      warned = false;
    });
    const client = redis;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, redisConnectWaitMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  const make = (scope: 'client' | 'total', rule: RateLimitRule): RateLimiterAbstract => {
    const options = {
      points: rule.points,
      duration: rule.durationS,
      keyPrefix: `mci:ratelimit:${scope}:${rule.tool}:${rule.points}/${rule.durationS}`,
    };
    return redis === undefined
      ? new RateLimiterMemory(options)
      : new RateLimiterRedis({ ...options, storeClient: redis });
  };
  const limiters = [
    ...(settings.perClient ?? []).map((rule) => ({
      rule,
      scope: 'client' as const,
      limiter: make('client', rule),
    })),
    ...(settings.total ?? []).map((rule) => ({
      rule,
      scope: 'total' as const,
      limiter: make('total', rule),
    })),
  ];

  return {
    async take(tool, clientKey) {
      const applying = limiters.filter(({ rule }) => rule.tool === tool || rule.tool === '*');
      const outcomes = await Promise.all(
        applying.map(({ scope, limiter }) =>
          limiter.consume(scope === 'total' ? 'all' : hashKey(clientKey)).then(
            () => undefined,
            (rejection: unknown) => {
              if (rejection instanceof Error) {
                warnOnce(rejection);
                return undefined;
              }
              return (rejection as RateLimiterRes).msBeforeNext;
            },
          ),
        ),
      );
      const waits = outcomes.filter((wait): wait is number => wait !== undefined);
      return waits.length === 0 ? undefined : { retryAfterMs: Math.max(...waits) };
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/** Client keys hold session ids and token hashes; Redis keys get a short hash of them. */
function hashKey(clientKey: string): string {
  return createHash('sha256').update(clientKey).digest('base64url').slice(0, 22);
}

/** The Redis host and port, without a password. */
function shownRedis(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.host;
  } catch {
    return 'the given URL';
  }
}
