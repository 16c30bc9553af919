import { formatDiagnostic, type MciDiagnostic } from './mci-diagnostic.js';
import { MciError } from './mci-error.js';
import type { SchemaErrorCode } from './schema-error-codes.js';

/** Errors listed in the message; the rest are counted, so the message stays short for any file. */
const MAX_LISTED = 100;
/** Longest line of the message; a longer one is cut. */
const MAX_LINE_LENGTH = 400;

/** A file that cannot be loaded: every error found in it, each with file, line, column and JSON path. */
export class MciFileError extends MciError<SchemaErrorCode> {
  readonly filePath: string | undefined;
  readonly diagnostics: readonly MciDiagnostic[];

  constructor(
    fields: { filePath: string | undefined; diagnostics: readonly MciDiagnostic[] },
    options?: { cause?: unknown },
  ) {
    const { filePath, diagnostics } = fields;
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    // A file with too many errors ends its list with one `MORE_ERRORS` diagnostic counting the rest.
    const counted = errors.filter((diagnostic) => diagnostic.code !== 'MORE_ERRORS');
    const summaries = errors.filter((diagnostic) => diagnostic.code === 'MORE_ERRORS');
    const lines = [...counted.slice(0, MAX_LISTED), ...summaries].map(
      (diagnostic) => `  ${cut(formatDiagnostic(diagnostic))}`,
    );
    if (counted.length > MAX_LISTED) lines.push(`  and ${counted.length - MAX_LISTED} more errors`);
    const more = summaries.length > 0 ? ' and more' : '';
    const subject = filePath ?? 'The main file given as an object';
    super(
      'FILE_INVALID',
      `${subject} is not a valid MCI file (${counted.length} error${counted.length === 1 ? '' : 's'}${more}):\n${lines.join('\n')}`,
      options,
    );
    this.filePath = filePath;
    this.diagnostics = diagnostics;
  }
}

function cut(line: string): string {
  return line.length <= MAX_LINE_LENGTH ? line : `${line.slice(0, MAX_LINE_LENGTH - 1)}…`;
}
