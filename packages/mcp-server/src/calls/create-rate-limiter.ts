import { createHash } from 'node:crypto';
import { importOptionalPackage } from '@mci/client/internal';
import { type Logger, silentLogger } from '@mci/schema';
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
  settings: RateLimitSettings & { readonly logger?: Logger },
): Promise<RateLimiter> {
  const logger = settings.logger ?? silentLogger;
  const { RateLimiterMemory, RateLimiterRedis } = await import('rate-limiter-flexible');
  const redis = settings.redisUrl === undefined ? undefined : await connectRedis(settings.redisUrl, logger);
  const make = (scope: Scope, rule: RateLimitRule): ScopedLimiter => {
    const options = {
      points: rule.points,
      duration: rule.durationS,
      keyPrefix: `mci:ratelimit:${scope}:${rule.tool}:${rule.points}/${rule.durationS}`,
    };
    const limiter =
      redis === undefined
        ? new RateLimiterMemory(options)
        : new RateLimiterRedis({ ...options, storeClient: redis.client });
    return { rule, scope, limiter };
  };
  const limiters = [
    ...(settings.perClient ?? []).map((rule) => make('client', rule)),
    ...(settings.total ?? []).map((rule) => make('total', rule)),
  ];
  return {
    take: (tool, clientKey) => takeAll(limiters, tool, clientKey, redis?.warnOnce),
    async close() {
      redis?.client.disconnect();
    },
  };
}

type Scope = 'client' | 'total';

interface ScopedLimiter {
  readonly rule: RateLimitRule;
  readonly scope: Scope;
  readonly limiter: RateLimiterAbstract;
}

/** Counts a call against every limiter whose rule applies; the longest wait when one refuses it. */
async function takeAll(
  limiters: readonly ScopedLimiter[],
  tool: string,
  clientKey: string,
  onStoreError: ((error: unknown) => void) | undefined,
): Promise<{ retryAfterMs: number } | undefined> {
  const applying = limiters.filter(({ rule }) => rule.tool === tool || rule.tool === '*');
  const outcomes = await Promise.all(
    applying.map(({ scope, limiter }) =>
      limiter.consume(scope === 'total' ? 'all' : hashKey(clientKey)).then(
        () => undefined,
        (rejection: unknown) => {
          // An Error is the store failing (Redis unreachable): the call goes on.
          if (rejection instanceof Error) {
            onStoreError?.(rejection);
            return undefined;
          }
          return (rejection as RateLimiterRes).msBeforeNext;
        },
      ),
    ),
  );
  const waits = outcomes.filter((wait): wait is number => wait !== undefined);
  return waits.length === 0 ? undefined : { retryAfterMs: Math.max(...waits) };
}

/**
 * Connects to Redis, waiting up to `redisConnectWaitMs` (calls go on while it is unreachable). One warning
 * when it fails, one line when it answers again.
 */
async function connectRedis(
  url: string,
  logger: Logger,
): Promise<{ client: import('ioredis').Redis; warnOnce: (error: unknown) => void }> {
  const { Redis } = await importOptionalPackage(() => import('ioredis'), {
    packages: ['ioredis'],
    neededFor: 'Rate limits kept in Redis (redisUrl)',
  });
  const where = shownRedis(url);
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn(
      `Redis at ${where} is unreachable (${error instanceof Error ? error.message : String(error)}); calls go on without rate limits until it answers`,
    );
  };
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', warnOnce);
  client.on('ready', () => {
    if (warned) logger.info(`Redis at ${where} answers again`);
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, redisConnectWaitMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { client, warnOnce };
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
