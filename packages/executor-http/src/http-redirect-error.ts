import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** A redirect that cannot be followed: too many of them, or a target that is not http(s). */
export class HttpRedirectError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly method: string;
  /** Redacted URL of the request that was redirected last. */
  readonly url: string;
  readonly reason: string;

  constructor(fields: { method: string; url: string; reason: string }) {
    super(`${fields.method} ${fields.url} could not be followed: ${fields.reason}`, {
      code: 'HTTP_REDIRECT',
    });
    this.method = fields.method;
    this.url = fields.url;
    this.reason = fields.reason;
  }
}
