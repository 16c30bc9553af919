import { ToolExecutionError } from '@mci/schema';
import type { CliExecutorErrorCode } from './cli-executor-error-codes.js';

/**
 * The rendered command is empty, or the command or one of its arguments holds a NUL character (which no
 * program can receive). Nothing was started.
 */
export class InvalidCommandError extends ToolExecutionError<
  Extract<CliExecutorErrorCode, 'COMMAND_INVALID'>
> {
  /** 1-based position of the argument at fault; undefined when it is the command itself. */
  readonly argumentNumber: number | undefined;
  /** What is wrong, for people (`is empty after rendering`, ...). */
  readonly reason: string;

  constructor(fields: { argumentNumber?: number; reason: string }) {
    const { argumentNumber, reason } = fields;
    const where = argumentNumber === undefined ? 'The command' : `Argument ${argumentNumber}`;
    super(`${where} ${reason}; nothing was run`, { code: 'COMMAND_INVALID' });
    this.argumentNumber = argumentNumber;
    this.reason = reason;
  }
}
