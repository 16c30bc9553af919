/** Longest delay `setTimeout` honours (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** `ms` as a delay timers keep: longer waits are capped to about 24.8 days instead of firing at once. */
export function timerDelay(ms: number): number {
  return Math.min(ms, MAX_TIMER_DELAY_MS);
}
