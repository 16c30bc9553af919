import { MciError } from '@mci/schema';

/** A call whose signal was aborted before the tool ran. */
export class CallCancelledError extends MciError {
  readonly toolName: string;

  constructor(toolName: string, reason: unknown) {
    const why = reason instanceof Error ? reason.message : reason === undefined ? '' : String(reason);
    super('CALL_CANCELLED', `The call of tool "${toolName}" was cancelled${why ? `: ${why}` : ''}.`, {
      cause: reason,
    });
    this.toolName = toolName;
  }
}
