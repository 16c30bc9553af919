import type { RateLimiter } from './create-rate-limiter.js';
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
    const seconds = Math.max(1, Math.ceil(refused.retryAfterMs / 1000));
    const error = `Rate limit exceeded for ${call.tool}; retry in ${seconds} s.`;
    return {
      isError: true,
      content: [{ type: 'text', text: error }],
      error,
      errorCode: 'RATE_LIMITED',
      meta: { [retryAfterMetaKey]: refused.retryAfterMs },
    };
  };
}
