import { describe, expect, it } from 'vitest';
import { timerDelay } from './timer-delay.js';

describe('timerDelay', () => {
  it('keeps delays timers honour and caps longer ones to about 24.8 days', () => {
    expect(timerDelay(1500)).toBe(1500);
    expect(timerDelay(2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(timerDelay(Number.MAX_SAFE_INTEGER)).toBe(2 ** 31 - 1);
  });
});
