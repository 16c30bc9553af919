import { formatDiagnostic, type MciDiagnostic } from './mci-diagnostic.js';
import { MciError } from './mci-error.js';

/** A file that cannot be loaded: every error found in it, each with file, line, column and JSON path. */
export class MciFileError extends MciError {
  readonly filePath: string | undefined;
  readonly diagnostics: readonly MciDiagnostic[];

  constructor(
    filePath: string | undefined,
    diagnostics: readonly MciDiagnostic[],
    options?: { cause?: unknown },
  ) {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const lines = errors.map((diagnostic) => `  ${formatDiagnostic(diagnostic)}`);
    const subject = filePath ?? 'MCI schema';
    super(
      'MCI_FILE_INVALID',
      `${subject} is not a valid MCI file (${errors.length} error${errors.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
      options,
    );
    this.filePath = filePath;
    this.diagnostics = diagnostics;
  }
}
