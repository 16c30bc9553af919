import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** A rendered body that cannot be sent: base64 that is not base64, a file part that cannot be read. */
export class HttpBodyError extends ToolExecutionError<HttpExecutorErrorCode> {
  /** The body part at fault (`body` for a raw body, else the part name). */
  readonly part: string;
  /** Why the body was refused. */
  readonly reason: string;

  constructor(fields: { part: string; reason: string }, options?: { cause?: unknown }) {
    super(`Body part "${fields.part}" ${fields.reason}; the request was not sent`, {
      code: 'HTTP_INVALID_BODY',
      cause: options?.cause,
    });
    this.part = fields.part;
    this.reason = fields.reason;
  }
}
