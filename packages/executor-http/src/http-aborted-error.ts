import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** The caller cancelled the call through its AbortSignal. */
export class HttpAbortedError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;

  constructor(fields: { method: string; url: string }) {
    super(`${fields.method} ${fields.url} was cancelled by the caller`, { code: 'HTTP_ABORTED' });
    this.method = fields.method;
    this.url = fields.url;
  }
}
