import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The command ended with a non-zero exit code, or was ended by a signal it did not get from us. */
export class CommandExitError extends ToolExecutionError<CliExecutorErrorCode> {
  /** Null when a signal ended the command. */
  readonly exitCode: number | null;
  /** The signal that ended the command, such as `SIGSEGV`. */
  readonly signal: string | undefined;
  /** The end of stderr, trimmed, as shown in the message. */
  readonly stderrExcerpt: string;

  constructor(details: {
    exitCode: number | null;
    signal?: string;
    stderrExcerpt: string;
    metadata: Record<string, unknown>;
  }) {
    const ending =
      details.exitCode === null
        ? `Command was ended by signal ${details.signal ?? 'unknown'}`
        : `Command exited with code ${details.exitCode}`;
    super(details.stderrExcerpt ? `${ending}: ${details.stderrExcerpt}` : ending, {
      code: 'COMMAND_FAILED',
      metadata: details.metadata,
    });
    this.exitCode = details.exitCode;
    this.signal = details.signal;
    this.stderrExcerpt = details.stderrExcerpt;
  }
}
