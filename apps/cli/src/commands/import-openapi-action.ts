import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { ImportOpenApiResult, OpenApiImportReport } from '@mci/openapi';
import { detectFormat } from '@mci/schema';
import { stringify } from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import type { CliOutput } from '../cli-output.js';
import { readMciDocument } from '../read-mci-document.js';
import { resolveSchemaFile } from '../resolve-schema-file.js';
import type { SchemaOptions } from '../schema-options.js';
import { addToolsetToJson } from './add-toolset-to-json.js';
import { addToolsetToYaml } from './add-toolset-to-yaml.js';
import { isToolsetNamed } from './toolset-entry.js';

export interface ImportOpenApiCommandOptions extends SchemaOptions {
  name?: string;
  out?: string;
  includeTags?: string;
  excludeTags?: string;
  operations?: string;
  baseUrl?: string;
  dryRun?: boolean;
  add: boolean;
  allowExternalRefs?: boolean;
  reportJson?: string;
}

const TOOLSET_FILE = /\.mci\.(?:json|ya?ml)$/i;

/** `mci import openapi <file-or-url>`: an OpenAPI document becomes a toolset of the library folder. */
export async function importOpenApiAction(
  context: CliContext,
  source: string,
  options: ImportOpenApiCommandOptions,
): Promise<void> {
  const { output } = context;
  const { io } = output;
  const schemaFilePath = options.dryRun || !options.add ? undefined : await resolveSchemaFile(options, io);
  const result = await runImport(output, source, options);
  if (options.reportJson !== undefined)
    await writeReportJson(path.resolve(io.cwd, options.reportJson), result);
  const format = options.out !== undefined && detectFormat(options.out) === 'yaml' ? 'yaml' : 'json';
  const text = format === 'yaml' ? stringify(result.toolset) : `${JSON.stringify(result.toolset, null, 2)}\n`;

  if (options.dryRun) {
    output.write(text);
    printReport(output, result, output.note);
    return;
  }
  const libraryDir = await findLibraryDir(schemaFilePath ?? path.join(io.cwd, 'mci.json'));
  const outFile =
    options.out === undefined
      ? path.join(libraryDir, `${result.name}.mci.json`)
      : path.resolve(io.cwd, options.out);
  const toolsetName = schemaFilePath ? toolsetNameOf(outFile, libraryDir) : undefined;
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, text);
  output.line(
    `${output.colors.green('Wrote')} ${shown(io.cwd, outFile)} (${plural(result.report.toolsWritten, 'tool')}).`,
  );
  if (schemaFilePath && toolsetName) await addToMainFile(output, schemaFilePath, toolsetName);
  printReport(output, result, output.line);
}

/** Reads and converts the document (a URL, or a file relative to the working folder) with the options. */
async function runImport(
  output: CliOutput,
  source: string,
  options: ImportOpenApiCommandOptions,
): Promise<ImportOpenApiResult> {
  const document = /^https?:\/\//i.test(source) ? source : path.resolve(output.io.cwd, source);
  const { importOpenApi } = await import('@mci/openapi');
  return withProgress(output, source, (onProgress) =>
    importOpenApi(document, {
      ...(options.name !== undefined && { name: options.name }),
      ...(options.baseUrl !== undefined && { baseUrl: options.baseUrl }),
      ...(options.includeTags !== undefined && { includeTags: splitList(options.includeTags) }),
      ...(options.excludeTags !== undefined && { excludeTags: splitList(options.excludeTags) }),
      ...(options.operations !== undefined && { operations: splitList(options.operations) }),
      allowExternalRefs: options.allowExternalRefs === true,
      onProgress,
    }),
  );
}

/** Lists the toolset in the main file, editing only the text around the new entry; one already listed is kept. */
async function addToMainFile(output: CliOutput, schemaFilePath: string, toolsetName: string): Promise<void> {
  const where = shown(output.io.cwd, schemaFilePath);
  const main = (await readMciDocument(schemaFilePath).catch(() => undefined)) as
    | { toolsets?: unknown }
    | undefined;
  if (Array.isArray(main?.toolsets) && main.toolsets.some((item) => isToolsetNamed(item, toolsetName))) {
    output.line(`Toolset ${toolsetName} is already in ${where}; its entry is kept as it is.`);
    return;
  }
  const mainText = await readFile(schemaFilePath, 'utf8');
  const edit = detectFormat(schemaFilePath) === 'yaml' ? addToolsetToYaml : addToolsetToJson;
  await writeFile(schemaFilePath, edit(mainText, { name: toolsetName }).text);
  output.line(`${output.colors.green('Added')} toolset ${toolsetName} to ${where}.`);
}

/** A file as shown to the user: relative to the working folder. */
function shown(cwd: string, file: string): string {
  return path.relative(cwd, file) || file;
}

/** The report as JSON for CI: the toolset name and `OpenApiImportReport`. */
async function writeReportJson(file: string, result: ImportOpenApiResult): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ name: result.name, ...result.report }, null, 2)}\n`);
}

/** Runs the import with a spinner showing `done/total` operations when stderr is a terminal. */
async function withProgress<T>(
  output: CliOutput,
  source: string,
  task: (onProgress: (done: number, total: number) => void) => Promise<T>,
): Promise<T> {
  const { io } = output;
  if (!io.stderr.isTTY) return task(() => {});
  const { default: yoctoSpinner } = await import('yocto-spinner');
  const spinner = yoctoSpinner({
    text: `Reading ${source}`,
    stream: io.stderr as Writable,
    handleSignals: false,
  }).start();
  try {
    return await task((done, total) => {
      spinner.text = `Converting operations: ${done}/${total}`;
    });
  } finally {
    spinner.clear();
    spinner.stop();
  }
}

/** Env variables to set, warnings, skipped operations (not those the filters left out) and the summary line. */
function printReport(output: CliOutput, result: ImportOpenApiResult, print: (text: string) => void): void {
  const { report } = result;
  for (const warning of report.warnings) output.warning(warning);
  const unsupported = report.skipped.filter((skip) => !isFilteredOut(skip.reason));
  for (const skip of unsupported) output.note(`skipped ${skip.operation}: ${skip.reason}`);
  if (report.envVariables.length > 0) {
    print('Set these env variables (environment or .env file) before calling the tools:');
    for (const variable of report.envVariables) print(`  ${variable.name}  ${variable.description}`);
  }
  print(summary(result.name, report));
}

function summary(name: string, report: OpenApiImportReport): string {
  const filtered =
    report.skipped.length - report.skipped.filter((skip) => !isFilteredOut(skip.reason)).length;
  const reasons = [
    ...(filtered > 0 ? [`${filtered} filtered out`] : []),
    ...(report.skipped.length - filtered > 0 ? [`${report.skipped.length - filtered} unsupported`] : []),
  ];
  const skipped =
    report.skipped.length > 0 ? `, ${report.skipped.length} skipped (${reasons.join(', ')})` : '';
  return `Imported ${name}: ${plural(report.operationsRead, 'operation')} read, ${plural(report.toolsWritten, 'tool')} written${skipped}.`;
}

function isFilteredOut(reason: string): boolean {
  return reason.includes('--operations') || reason.includes('-tags');
}

/** The `libraryDir` of the main file (default `./mci`), absolute. */
async function findLibraryDir(schemaFilePath: string): Promise<string> {
  const document = existsSync(schemaFilePath)
    ? ((await readMciDocument(schemaFilePath).catch(() => undefined)) as { libraryDir?: unknown } | undefined)
    : undefined;
  const libraryDir = typeof document?.libraryDir === 'string' ? document.libraryDir : './mci';
  return path.resolve(path.dirname(schemaFilePath), libraryDir);
}

/** The toolset name the main file refers to `file` by: its path in the library folder, without `.mci.json`. */
function toolsetNameOf(file: string, libraryDir: string): string {
  const relative = path.relative(libraryDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new CliCommandError({
      reason: `${file} is outside the library folder ${libraryDir}, so the main file cannot refer to it: write it there, or pass --no-add.`,
    });
  }
  return relative.split(path.sep).join('/').replace(TOOLSET_FILE, '');
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
