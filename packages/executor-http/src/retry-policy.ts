/** Statuses worth another try: request timeout, too many requests, and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Delay before try `attempt + 1` (attempt counts from 1): `baseMs * 2^(attempt-1)`, at most `capMs`. */
export function backoffDelayMs(attempt: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), capMs);
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds or an HTTP date (relative to `now`).
 * Undefined when absent or unreadable (an HTTP date always names its day and month); a past date gives 0.
 */
export function parseRetryAfterMs(
  value: string | string[] | undefined,
  now = Date.now(),
): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
