import type { Writable } from 'node:stream';

/** A stream the command line writes to. */
export interface CliStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  /** Terminal width, when the stream is a terminal. */
  readonly columns?: number;
}

/** Where `runCli` reads and writes: the process by default, anything alike in tests. */
export interface CliIo {
  readonly stdout: CliStream;
  readonly stderr: CliStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** The real process streams, environment and working folder. */
export function createProcessIo(): CliIo {
  return {
    stdout: process.stdout as Writable & CliStream,
    stderr: process.stderr as Writable & CliStream,
    env: process.env,
    cwd: process.cwd(),
  };
}
