import type { DiagnosticCode } from './diagnostic-codes.js';
import type { SourceLocator } from './source-locations.js';

/** A syntax problem found while reading a JSON or YAML text. */
export interface SourceProblem {
  readonly severity: 'error' | 'warning';
  readonly code: DiagnosticCode;
  readonly message: string;
  /** Offset in the text; the path is unknown at this stage (except for duplicate keys). */
  readonly offset: number;
  readonly path?: ReadonlyArray<string | number>;
}

/** A JSON or YAML text read into a plain value, with the positions of its parts. */
export interface ParsedSource {
  readonly value: unknown;
  readonly locations: SourceLocator;
  readonly problems: readonly SourceProblem[];
  /** False when the text could not be read as a document; `value` is then meaningless. */
  readonly usable: boolean;
}
