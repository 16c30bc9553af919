import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/** The way a rendered command line cannot be run. */
export type InvalidCommandFailure = 'empty-command' | 'nul-character';

/**
 * The rendered command is empty, or the command or one of its arguments holds a NUL character (which no
 * program can receive). Nothing was started.
 */
export class InvalidCommandError extends ToolExecutionError<CliExecutorErrorCode> {
  readonly failure: InvalidCommandFailure;
  /** 1-based position of the argument holding the NUL; undefined when it is the command itself. */
  readonly argumentNumber: number | undefined;

  constructor(fields: { failure: InvalidCommandFailure; argumentNumber?: number }) {
    const { failure, argumentNumber } = fields;
    super(describe(failure, argumentNumber), { code: 'COMMAND_INVALID' });
    this.failure = failure;
    this.argumentNumber = argumentNumber;
  }
}

function describe(failure: InvalidCommandFailure, argumentNumber: number | undefined): string {
  if (failure === 'empty-command') return 'The command is empty after rendering; nothing was run';
  const where = argumentNumber === undefined ? 'The command' : `Argument ${argumentNumber}`;
  return `${where} contains a NUL character after rendering; nothing was run`;
}
