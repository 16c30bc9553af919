import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** A call whose signal was aborted before the tool ran. */
export class CallCancelledError extends MciError<ClientErrorCode> {
  readonly toolName: string;

  /** `cause` is the signal's abort reason; its message ends the error's message. */
  constructor(fields: { toolName: string }, options: { cause: unknown }) {
    const { toolName } = fields;
    const { cause } = options;
    const why = cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
    super('CALL_CANCELLED', `The call of tool "${toolName}" was cancelled${why ? `: ${why}` : ''}.`, {
      cause,
    });
    this.toolName = toolName;
  }
}
