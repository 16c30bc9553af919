import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** A header whose rendered name or value contains CR, LF or NUL: refused before anything is sent. */
export class HttpHeaderError extends ToolExecutionError<HttpExecutorErrorCode> {
  /** The header name (redacted, control characters escaped). */
  readonly header: string;

  constructor(fields: { header: string }) {
    const { header } = fields;
    super(
      `Header ${JSON.stringify(header)} contains a line break or NUL character after rendering; the request was not sent`,
      { code: 'HTTP_INVALID_HEADER' },
    );
    this.header = header;
  }
}
