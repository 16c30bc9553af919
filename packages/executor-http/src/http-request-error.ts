import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** The request could not be made or got no usable answer (connection refused, reset, invalid URL, ...). */
export class HttpRequestError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;
  /** Why, redacted. */
  readonly reason: string;
  /** How many tries were made (1 when the request was not retried). */
  readonly attempts: number;

  constructor(
    fields: { method: string; url: string; reason: string; attempts: number },
    options?: { cause?: unknown },
  ) {
    const tries = fields.attempts > 1 ? ` after ${fields.attempts} attempts` : '';
    super(`${fields.method} ${fields.url} failed${tries}: ${fields.reason}`, {
      code: 'HTTP_REQUEST_FAILED',
      cause: options?.cause,
    });
    this.method = fields.method;
    this.url = fields.url;
    this.reason = fields.reason;
    this.attempts = fields.attempts;
  }
}
