import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** An attempt took longer than the tool's `timeout_ms` (the last one, when retries were configured). */
export class HttpTimeoutError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;
  readonly timeoutMs: number;
  readonly attempts: number;

  constructor(fields: { method: string; url: string; timeoutMs: number; attempts: number }) {
    const tries = fields.attempts > 1 ? ` (${fields.attempts} attempts)` : '';
    super(`${fields.method} ${fields.url} timed out after ${fields.timeoutMs} ms${tries}`, {
      code: 'HTTP_TIMEOUT',
    });
    this.method = fields.method;
    this.url = fields.url;
    this.timeoutMs = fields.timeoutMs;
    this.attempts = fields.attempts;
  }
}
