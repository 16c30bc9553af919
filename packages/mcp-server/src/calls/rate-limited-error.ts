import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** A call over a rate limit of the server: it did not run; the caller may retry after `retryAfterMs`. */
export class RateLimitedError extends MciError<McpServerErrorCode> {
  readonly toolName: string;
  readonly retryAfterMs: number;

  constructor(fields: { toolName: string; retryAfterMs: number }) {
    const { toolName, retryAfterMs } = fields;
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('RATE_LIMITED', `Rate limit exceeded for ${toolName}; retry in ${seconds} s.`);
    this.toolName = toolName;
    this.retryAfterMs = retryAfterMs;
  }
}
