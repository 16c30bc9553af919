import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** The response body is larger than the executor's `maxResponseBytes`. */
export class HttpResponseTooLargeError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly method: string;
  /** Redacted URL. */
  readonly url: string;
  readonly maxResponseBytes: number;

  constructor(fields: { method: string; url: string; maxResponseBytes: number; status: number }) {
    super(
      `The response to ${fields.method} ${fields.url} is larger than ${fields.maxResponseBytes} bytes (maxResponseBytes)`,
      { code: 'HTTP_RESPONSE_TOO_LARGE', metadata: { status_code: fields.status } },
    );
    this.method = fields.method;
    this.url = fields.url;
    this.maxResponseBytes = fields.maxResponseBytes;
  }
}
