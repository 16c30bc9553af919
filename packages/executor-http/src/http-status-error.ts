import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** The server answered with a status of 400 or more. `url` and `excerpt` are already redacted. */
export class HttpStatusError extends ToolExecutionError<HttpExecutorErrorCode> {
  readonly status: number;
  readonly statusText: string;
  readonly method: string;
  readonly url: string;
  /** The start of the response body (redacted), or '' when it was empty. */
  readonly excerpt: string;
  readonly responseTimeMs: number;

  constructor(fields: {
    status: number;
    statusText: string;
    method: string;
    url: string;
    excerpt: string;
    responseTimeMs: number;
  }) {
    const head = `HTTP ${fields.status}${fields.statusText ? ` ${fields.statusText}` : ''} from ${fields.method} ${fields.url}`;
    super(fields.excerpt ? `${head}: ${fields.excerpt}` : head, {
      code: 'HTTP_STATUS',
      metadata: { status_code: fields.status, response_time_ms: fields.responseTimeMs },
    });
    this.status = fields.status;
    this.statusText = fields.statusText;
    this.method = fields.method;
    this.url = fields.url;
    this.excerpt = fields.excerpt;
    this.responseTimeMs = fields.responseTimeMs;
  }
}
