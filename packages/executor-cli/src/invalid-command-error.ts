import { ToolExecutionError } from '@mci/schema';

/** Why a rendered command line cannot be run. */
export type InvalidCommandReason = 'empty-command' | 'nul-character';

/**
 * The rendered command is empty, or the command or one of its arguments holds a NUL character (which no
 * program can receive). Nothing was started.
 */
export class InvalidCommandError extends ToolExecutionError {
  readonly reason: InvalidCommandReason;
  /** 1-based position of the argument holding the NUL; undefined when it is the command itself. */
  readonly argumentNumber: number | undefined;

  constructor(reason: InvalidCommandReason, argumentNumber?: number) {
    super(describe(reason, argumentNumber), { code: 'COMMAND_INVALID' });
    this.reason = reason;
    this.argumentNumber = argumentNumber;
  }
}

function describe(reason: InvalidCommandReason, argumentNumber: number | undefined): string {
  if (reason === 'empty-command') return 'The command is empty after rendering; nothing was run';
  const where = argumentNumber === undefined ? 'The command' : `Argument ${argumentNumber}`;
  return `${where} contains a NUL character after rendering; nothing was run`;
}
