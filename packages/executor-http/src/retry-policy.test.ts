import { describe, expect, it } from 'vitest';
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs } from './retry-policy.js';

describe('isRetryableStatus', () => {
  it('retries 408, 429 and 5xx only', () => {
    expect([400, 401, 404, 408, 429, 500, 503, 599].filter(isRetryableStatus)).toEqual([
      408, 429, 500, 503, 599,
    ]);
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfterMs('3', now)).toBe(3000);
    expect(parseRetryAfterMs([' 0 '], now)).toBe(0);
  });

  it('reads an HTTP date relative to now, past dates as 0', () => {
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfterMs('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores absent and unreadable values', () => {
    expect(parseRetryAfterMs(undefined, now)).toBeUndefined();
    expect(parseRetryAfterMs('', now)).toBeUndefined();
    expect(parseRetryAfterMs('soon', now)).toBeUndefined();
    expect(parseRetryAfterMs('-1', now)).toBeUndefined();
  });
});
