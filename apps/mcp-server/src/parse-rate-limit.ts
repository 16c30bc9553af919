import type { RateLimitRule } from '@mci/mcp-server';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';

const units: Record<string, number> = { s: 1, m: 60, h: 3600 };

/**
 * Reads `tool=N/s|m|h` (`send_email=5/m`, `*=120/m`). `option` names the flag in the error for a value
 * that does not fit.
 */
export function parseRateLimit(value: string, option = '--rate-limit'): RateLimitRule {
  const match = /^([^=\s]+)=(\d+)\/([smh])$/.exec(value.trim());
  const points = Number(match?.[2]);
  if (match === null || !Number.isSafeInteger(points) || points < 1) {
    throw new InvalidServeOptionError({
      option: `${option} ${JSON.stringify(value)}`,
      reason: 'is not TOOL=N/UNIT with N at least 1 and UNIT s, m or h (e.g. send_email=5/m or *=120/m)',
    });
  }
  return { tool: match[1] as string, points, durationS: units[match[3] as string] as number };
}
