import type { Writable } from 'node:stream';
import pc from 'picocolors';
import type { CliIo, CliStream } from './cli-io.js';

type Colors = ReturnType<typeof pc.createColors>;

/** Printing for the commands: plain lines to stdout, notes and errors to stderr, colour only where it fits. */
export interface CliOutput {
  readonly io: CliIo;
  /** Colours for stdout: real only on a terminal without NO_COLOR. */
  readonly colors: Colors;
  /** Colours for stderr, same rule. */
  readonly errorColors: Colors;
  /** Writes `text` and a line break to stdout. */
  line(text?: string): void;
  /** Writes `text` as it is to stdout. */
  write(text: string): void;
  /** A note on stderr (progress, what was done). */
  note(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  /** Runs `task` with a spinner on stderr when stderr is a terminal. */
  withSpinner<T>(text: string, task: () => Promise<T>): Promise<T>;
}

export function createCliOutput(io: CliIo): CliOutput {
  const colors = pc.createColors(colorsWanted(io.stdout, io.env));
  const errorColors = pc.createColors(colorsWanted(io.stderr, io.env));
  return {
    io,
    colors,
    errorColors,
    line: (text = '') => io.stdout.write(`${text}\n`),
    write: (text) => io.stdout.write(text),
    note: (text) => io.stderr.write(`${text}\n`),
    warning: (text) => io.stderr.write(`${errorColors.yellow('warning:')} ${text}\n`),
    error: (text) => io.stderr.write(`${errorColors.red('error:')} ${text}\n`),
    async withSpinner(text, task) {
      if (!io.stderr.isTTY) return task();
      const { default: yoctoSpinner } = await import('yocto-spinner');
      const spinner = yoctoSpinner({ text, stream: io.stderr as Writable, handleSignals: false }).start();
      try {
        return await task();
      } finally {
        spinner.clear();
        spinner.stop();
      }
    },
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set to something. */
export function colorsWanted(stream: CliStream, env: Readonly<Record<string, string | undefined>>): boolean {
  return stream.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
}
