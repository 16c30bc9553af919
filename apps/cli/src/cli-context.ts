import type { CliOutput } from './cli-output.js';

/** What every command gets: the output, and the exit code it may raise. */
export interface CliContext {
  readonly output: CliOutput;
  /** 0 unless a command sets it (validation errors, an error result). */
  exitCode: number;
}
