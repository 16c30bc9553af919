import { ToolExecutionError } from '@mci/schema';
import type { HttpExecutorErrorCode } from './http-executor-error-codes.js';

/** The OAuth2 token endpoint did not give a token. Never carries the client secret. */
export class OAuth2TokenError extends ToolExecutionError<HttpExecutorErrorCode> {
  /** Redacted token URL. */
  readonly tokenUrl: string;
  /** HTTP status of the token response, undefined when there was none. */
  readonly status: number | undefined;
  /** Why, redacted (e.g. the `error` field of the answer, or a network error). */
  readonly reason: string;

  constructor(
    fields: { tokenUrl: string; status: number | undefined; reason: string },
    options?: { cause?: unknown },
  ) {
    const status = fields.status === undefined ? '' : ` (HTTP ${fields.status})`;
    super(`OAuth2 token request to ${fields.tokenUrl} failed${status}: ${fields.reason}`, {
      code: 'OAUTH2_TOKEN_FAILED',
      cause: options?.cause,
    });
    this.tokenUrl = fields.tokenUrl;
    this.status = fields.status;
    this.reason = fields.reason;
  }
}
