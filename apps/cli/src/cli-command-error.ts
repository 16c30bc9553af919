import { MciError } from '@mci/schema';

/** A command could not do what was asked (file missing, toolset unknown, ...): exit code 1. */
export class CliCommandError extends MciError {
  readonly problem: string;

  constructor(problem: string, options?: { cause?: unknown }) {
    super('MCI_CLI_FAILED', problem, options);
    this.problem = problem;
  }
}
