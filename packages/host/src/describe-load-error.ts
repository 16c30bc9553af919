import { type MciDiagnostic, MciFileError } from '@mci/schema';

/** One line per problem: `file:line:column: path: message` for file errors, the message otherwise. */
export function describeLoadError(error: unknown): string[] {
  if (MciFileError.isInstance(error)) {
    const errors = error.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    if (errors.length > 0) return errors.map(describeDiagnostic);
  }
  return describe(error).split('\n');
}

export function describeDiagnostic(diagnostic: MciDiagnostic): string {
  let where = diagnostic.filePath ?? '';
  if (diagnostic.line !== undefined) where += `:${diagnostic.line}:${diagnostic.column ?? 1}`;
  const path = diagnostic.path ? `${diagnostic.path}: ` : '';
  return `${where ? `${where}: ` : ''}${path}${diagnostic.message}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
