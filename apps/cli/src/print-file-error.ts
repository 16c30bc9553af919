import path from 'node:path';
import type { MciFileError } from '@mci/schema';
import type { CliOutput } from './cli-output.js';
import { formatDiagnosticLine } from './format-diagnostic-line.js';

/** How many problems a command other than `mci validate` prints for a broken file. */
const MAX_PRINTED = 20;

/**
 * What `mci validate` prints for a broken file, on stderr, for `list`, `call` and `run`: every error, then
 * the warnings that often explain them (`exection`: did you mean `execution`?), with paths relative to the
 * current folder, at most MAX_PRINTED lines; then where to see them all.
 */
export function printFileError(error: MciFileError, output: CliOutput): void {
  const { io, errorColors } = output;
  const errors = error.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = error.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
  const listed = [...errors, ...warnings];
  for (const diagnostic of listed.slice(0, MAX_PRINTED)) {
    io.stderr.write(`${formatDiagnosticLine(diagnostic, io.cwd, errorColors)}\n`);
  }
  if (listed.length > MAX_PRINTED) io.stderr.write(`and ${listed.length - MAX_PRINTED} more\n`);
  const name = error.filePath ? path.relative(io.cwd, error.filePath) || error.filePath : 'the file';
  const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  output.error(`${name} is not valid (${count}). Run mci validate${fileOption(name)} to check it.`);
}

function fileOption(name: string): string {
  return ['mci.json', 'mci.yaml', 'mci.yml'].includes(name) ? '' : ` -f ${name}`;
}
