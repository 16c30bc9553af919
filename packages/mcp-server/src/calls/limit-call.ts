import { toErrorResult } from '@mci/client/internal';
import type { RateLimiter } from './create-rate-limiter.js';
import { RateLimitedError } from './rate-limited-error.js';
import type { ToolCallHandler } from './tool-call.js';

/** The `_meta` key of a `RATE_LIMITED` result that holds how many milliseconds to wait before retrying. */
export const retryAfterMetaKey = 'mci/retryAfterMs';

/**
 * Wraps a call handler with rate limits: a call over a limit does not run and gets an `isError` result
 * with `errorCode` `RATE_LIMITED`, saying when to retry (also in `_meta["mci/retryAfterMs"]`).
 */
export function limitCall(next: ToolCallHandler, limiter: RateLimiter): ToolCallHandler {
  return async (call) => {
    const refused = await limiter.take(call.tool, call.clientKey);
    if (refused === undefined) return next(call);
    const { retryAfterMs } = refused;
    const error = new RateLimitedError({ toolName: call.tool, retryAfterMs });
    return { ...toErrorResult(error), meta: { [retryAfterMetaKey]: retryAfterMs } };
  };
}
