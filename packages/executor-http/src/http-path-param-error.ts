import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** A `pathParams` value that cannot stand as one path segment: absent, empty, `.` or `..`. */
export class HttpPathParamError extends ToolExecutionError<HttpExecutorErrorCode> {
  /** The name of the path parameter (a key of `pathParams`). */
  readonly parameter: string;
  /** Why the value was refused. */
  readonly reason: string;

  constructor(fields: { parameter: string; reason: string }) {
    super(`Path parameter "${fields.parameter}" ${fields.reason}; the request was not sent`, {
      code: 'HTTP_INVALID_PATH_PARAM',
    });
    this.parameter = fields.parameter;
    this.reason = fields.reason;
  }
}
