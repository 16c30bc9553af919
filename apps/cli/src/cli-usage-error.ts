import { MciError } from '@mci/schema';

/** The command line was used wrongly (bad option value, missing argument): exit code 2. */
export class CliUsageError extends MciError {
  readonly problem: string;

  constructor(problem: string) {
    super('MCI_CLI_USAGE', problem);
    this.problem = problem;
  }
}
