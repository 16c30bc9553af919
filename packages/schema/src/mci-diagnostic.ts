import type { DiagnosticCode } from './diagnostic-codes.js';

/** A problem found in an MCI file: where it is and what is wrong. */
export interface MciDiagnostic {
  severity: 'error' | 'warning';
  /** Stable code, such as `UNKNOWN_FIELD`, `INVALID_TYPE` or `YAML_SYNTAX` (see `diagnosticCodes`). */
  code: DiagnosticCode;
  message: string;
  /** The file the problem is in, when it came from a file. */
  filePath?: string;
  /** 1-based line and column of the value the problem is about. */
  line?: number;
  column?: number;
  /** JSON path of the value, such as `tools[2].execution.url`; empty for the whole file. */
  path?: string;
}

/** `file:line:column: path: message`, leaving out what is unknown. */
export function formatDiagnostic(diagnostic: MciDiagnostic): string {
  let where = diagnostic.filePath ?? '';
  if (diagnostic.line !== undefined) where += `:${diagnostic.line}:${diagnostic.column ?? 1}`;
  const path = diagnostic.path ? `${diagnostic.path}: ` : '';
  return `${where ? `${where}: ` : ''}${diagnostic.severity}: ${path}${diagnostic.message}`;
}
