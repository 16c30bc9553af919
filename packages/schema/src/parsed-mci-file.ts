import type { MciDiagnostic } from './mci-diagnostic.js';

/** A valid MCI file: its parsed value, warnings, and the positions of its parts. */
export interface ParsedMciFile<T> {
  /** The zod output (defaults applied). */
  readonly value: T;
  /** The plain parsed JSON/YAML document, unknown fields included. */
  readonly raw: unknown;
  readonly filePath: string | undefined;
  /** Unknown fields, `schemaVersion` written as a number, YAML warnings. */
  readonly warnings: readonly MciDiagnostic[];
  /**
   * Line and column of the node at a JSON path, e.g. `['tools', 2, 'execution', 'url']` (the nearest
   * existing parent when the path does not exist). Undefined for a main file given as an object.
   */
  locate(path: ReadonlyArray<string | number>): { line: number; column: number } | undefined;
}

/** Where the text of an MCI file comes from, and how to read it. */
export interface ParseMciFileOptions {
  /** Shown in every diagnostic; also chooses the format when `format` is not given. */
  filePath?: string;
  /** Default: by the extension of `filePath`; without one, JSON if the text starts with `{`, else YAML. */
  format?: 'json' | 'yaml';
}
