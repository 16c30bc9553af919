import path from 'node:path';
import type { MCIClient, MCIClientOptions } from '@mci/client';
import { type MciDiagnostic, MciError, MciFileError } from '@mci/schema';
import type { CliContext } from '../cli-context.js';
import { formatDiagnosticLine } from '../format-diagnostic-line.js';
import { loadEnvironment } from '../load-environment.js';
import { resolveMainFile } from '../resolve-main-file.js';
import type { SchemaOptions } from '../schema-options.js';
import { findValidationWarnings } from './validation-warnings.js';

/** `mci validate`. */
export async function validateAction(context: CliContext, options: SchemaOptions): Promise<void> {
  const { output } = context;
  const { io, colors } = output;
  const schemaFilePath = await resolveMainFile(options, io);
  const env = await loadEnvironment(schemaFilePath, options, io);
  const [{ MCIClient }, { createDefaultExecutors }] = await Promise.all([
    import('@mci/client'),
    import('@mci/host'),
  ]);

  // A load error that is not a file's (an unreadable env file, ...) is printed as one more error line.
  let diagnostics: Omit<MciDiagnostic, 'code'>[];
  let toolCount: number | undefined;
  try {
    const loaded = await loadForCheck(MCIClient, {
      schemaFilePath,
      env,
      executors: createDefaultExecutors(),
    });
    toolCount = loaded.toolCount;
    // The client is closed first: the files are read again for the warnings, and both at once may not fit.
    diagnostics = [...loaded.warnings, ...(await findValidationWarnings(loaded.files, env, io.env))];
  } catch (error) {
    // The main file may still parse when a toolset or a tool is broken: its warnings help too.
    if (MciFileError.isInstance(error)) {
      diagnostics = [...error.diagnostics, ...(await findValidationWarnings([schemaFilePath], env, io.env))];
    } else if (MciError.isInstance(error)) {
      diagnostics = [{ severity: 'error', message: error.message, filePath: schemaFilePath }];
    } else throw error;
  }

  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
  for (const diagnostic of [...errors, ...warnings])
    output.line(formatDiagnosticLine(diagnostic, io.cwd, colors));

  const name = path.relative(io.cwd, schemaFilePath) || schemaFilePath;
  const counts = `${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}`;
  if (errors.length > 0) {
    output.line(colors.red(`✖ ${name} is not valid: ${counts}`));
    context.exitCode = 1;
  } else {
    output.line(colors.green(`✔ ${name} is valid: ${plural(toolCount ?? 0, 'tool')}, ${counts}`));
  }
}

/** Loads the files with every schema checked (so a broken one is reported with its position), then closes. */
async function loadForCheck(
  clientClass: typeof MCIClient,
  options: Pick<MCIClientOptions, 'schemaFilePath' | 'env' | 'executors'>,
): Promise<{ toolCount: number; warnings: MciDiagnostic[]; files: readonly string[] }> {
  const loaded = await clientClass.load({ ...options, offline: true, checkSchemas: 'load' });
  const result = {
    toolCount: loaded.listTools().length,
    warnings: [...loaded.warnings],
    files: loaded.files,
  };
  await loaded.close();
  return result;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
