import path from 'node:path';
import type { MciDiagnostic } from '@mci/schema';
import type { CliOutput } from './cli-output.js';

type Colors = CliOutput['colors'];

/** `file:line:column: error: path: message`, with the file relative to the current folder. */
export function formatDiagnosticLine(
  diagnostic: Omit<MciDiagnostic, 'code'>,
  cwd: string,
  colors: Colors,
): string {
  let where = diagnostic.filePath ? path.relative(cwd, diagnostic.filePath) || diagnostic.filePath : '';
  if (diagnostic.line !== undefined) where += `:${diagnostic.line}:${diagnostic.column ?? 1}`;
  const severity =
    diagnostic.severity === 'error'
      ? colors.red(colors.bold('error'))
      : colors.yellow(colors.bold('warning'));
  const jsonPath = diagnostic.path ? `${colors.cyan(diagnostic.path)}: ` : '';
  return `${where ? `${colors.dim(where)}: ` : ''}${severity}: ${jsonPath}${diagnostic.message}`;
}
