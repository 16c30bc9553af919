import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { findMainFile } from '@mci/host/find-main-file';
import type { ImportOpenApiResult, OpenApiImportReport } from '@mci/openapi';
import { detectFormat } from '@mci/schema/internal';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import type { CliIo } from '../cli-io.js';
import type { CliOutput } from '../cli-output.js';
import { CliUsageError } from '../cli-usage-error.js';
import { findLibraryDir } from '../find-library-dir.js';
import { readMciDocument } from '../read-mci-document.js';
import { resolveMainFile } from '../resolve-main-file.js';
import type { SchemaOptions } from '../schema-options.js';
import { findNameClashes } from './find-name-clashes.js';
import { type ImportAuth, importAuthForms, parseImportAuth } from './parse-import-auth.js';
import { isToolsetNamed, type ToolsetEntry } from './toolset-entry.js';

export interface ImportOpenApiCommandOptions extends SchemaOptions {
  name?: string;
  prefix?: string;
  auth?: string;
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
  const auth = options.auth === undefined ? undefined : parseImportAuth(options.auth);
  if (options.prefix !== undefined && !/^[A-Za-z0-9_.-]+$/.test(options.prefix))
    throw new CliUsageError({ reason: `--prefix "${options.prefix}": use letters, digits, "_", "-" or "."` });
  if (auth && !options.add && !options.dryRun)
    throw new CliUsageError({
      reason: "--auth is kept on the toolset's entry in the main file, which --no-add leaves out",
    });
  const schemaFilePath = await mainFileOf(options, io);
  const result = await runImport(output, source, options);
  if (options.reportJson !== undefined)
    await writeReportJson(path.resolve(io.cwd, options.reportJson), result);
  const text = await toolsetText(result, options.out);

  if (options.dryRun) {
    output.write(text);
    if (auth) output.note(`the toolset's entry in the main file would get "http": ${JSON.stringify(auth)}`);
    printReport(output, result, output.note, auth);
    return;
  }
  const libraryDir = await findLibraryDir(schemaFilePath ?? path.join(io.cwd, 'mci.json'));
  const outFile =
    options.out === undefined
      ? path.join(libraryDir, `${result.name}.mci.json`)
      : path.resolve(io.cwd, options.out);
  if (options.name === undefined && options.out === undefined) await refuseOtherApi(output, outFile, result);
  const toolsetName = schemaFilePath ? toolsetNameOf(outFile, libraryDir) : undefined;
  const entry = schemaFilePath && toolsetName ? await currentEntry(schemaFilePath, toolsetName) : undefined;
  if (schemaFilePath && toolsetName) await refuseClashes(output, schemaFilePath, toolsetName, result, entry);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, text);
  output.line(
    `${output.colors.green('Wrote')} ${shown(io.cwd, outFile)} (${plural(result.report.toolsWritten, 'tool')}).`,
  );
  if (schemaFilePath && toolsetName)
    await addToMainFile(output, schemaFilePath, { toolsetName, entry, auth });
  printReport(output, result, output.line, auth);
}

/**
 * The main file the toolset is added to (none with --dry-run or --no-add): --file, else the one of the
 * folder, else a new mci.json there, written once the import succeeded.
 */
async function mainFileOf(options: ImportOpenApiCommandOptions, io: CliIo): Promise<string | undefined> {
  if (options.dryRun || !options.add) return undefined;
  if (options.file !== undefined) return resolveMainFile(options, io);
  return (await findMainFile(io.cwd)) ?? path.join(io.cwd, 'mci.json');
}

/** The toolset's entry in the main file (a plain name as `{ name }`), or undefined when it has none. */
async function currentEntry(schemaFilePath: string, toolsetName: string): Promise<ToolsetEntry | undefined> {
  if (!existsSync(schemaFilePath)) return undefined;
  const main = (await readMciDocument(schemaFilePath).catch(() => undefined)) as
    | { toolsets?: unknown }
    | undefined;
  const item = Array.isArray(main?.toolsets)
    ? main.toolsets.find((entry) => isToolsetNamed(entry, toolsetName))
    : undefined;
  if (item === undefined) return undefined;
  return typeof item === 'string' ? { name: item } : (item as ToolsetEntry);
}

/**
 * Refuses to write over a toolset file made from another API under a name the import chose itself
 * (Petstore 3.0 and 3.1 are both `petstore`): the description in its metadata tells them apart.
 */
async function refuseOtherApi(
  output: CliOutput,
  outFile: string,
  result: ImportOpenApiResult,
): Promise<void> {
  if (!existsSync(outFile)) return;
  const existing = (await readMciDocument(outFile).catch(() => undefined)) as
    | { metadata?: { description?: unknown } }
    | undefined;
  if (existing?.metadata?.description === result.toolset.metadata.description) return;
  const file = shown(output.io.cwd, outFile);
  throw new CliCommandError({
    reason: `Nothing written: ${file} holds the toolset of another API. To replace it, pass --name ${result.name}; to import this one beside it, pass another name (such as --name ${result.name}2) and a --prefix if tool names overlap.`,
  });
}

/** Refuses, before anything is written, an import whose tool names the project already uses. */
async function refuseClashes(
  output: CliOutput,
  schemaFilePath: string,
  toolsetName: string,
  result: ImportOpenApiResult,
  entry: ToolsetEntry | undefined,
): Promise<void> {
  const names = result.toolset.tools.map((tool) => `${entry?.prefix ?? ''}${tool.name}`);
  const clashes = await findNameClashes(schemaFilePath, toolsetName, names);
  if (clashes.length === 0) return;
  const shownClashes = clashes
    .slice(0, 5)
    .map((clash) => `${clash.name} (${clash.usedBy})`)
    .join(', ');
  const more = clashes.length > 5 ? ` and ${clashes.length - 5} more` : '';
  const prefix = `${result.name.replace(/[^A-Za-z0-9_.-]+/g, '_')}_`;
  throw new CliCommandError({
    reason:
      `Nothing written: ${plural(clashes.length, 'tool name')} of ${result.name} ${clashes.length === 1 ? 'is' : 'are'} already used in ${shown(output.io.cwd, schemaFilePath)}: ${shownClashes}${more}. ` +
      `Import with a prefix (--prefix ${prefix} names them ${prefix}${clashes[0]?.name}), or give the other toolset's entry a "prefix".`,
  });
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
      ...(options.prefix !== undefined && { prefix: options.prefix }),
      ...(options.auth !== undefined && { documentAuth: false }),
      ...(options.baseUrl !== undefined && { baseUrl: options.baseUrl }),
      ...(options.includeTags !== undefined && { includeTags: splitList(options.includeTags) }),
      ...(options.excludeTags !== undefined && { excludeTags: splitList(options.excludeTags) }),
      ...(options.operations !== undefined && { operations: splitList(options.operations) }),
      allowExternalRefs: options.allowExternalRefs === true,
      onProgress,
    }),
  );
}

/**
 * Lists the toolset in the main file, editing only the text around its entry. An entry already there is
 * kept as it is (the user's prefix, filter and http settings), except that `--auth` sets its `http` auth.
 */
async function addToMainFile(
  output: CliOutput,
  schemaFilePath: string,
  target: { toolsetName: string; entry: ToolsetEntry | undefined; auth: ImportAuth | undefined },
): Promise<void> {
  const { toolsetName, entry, auth } = target;
  const where = shown(output.io.cwd, schemaFilePath);
  if (entry && !auth) {
    output.line(`Toolset ${toolsetName} is already in ${where}; its entry is kept as it is.`);
    return;
  }
  const http = auth && { ...entry?.http, ...auth, headers: { ...entry?.http?.headers, ...auth.headers } };
  if (http && Object.keys(http.headers).length === 0) delete (http as { headers?: unknown }).headers;
  const updated: ToolsetEntry = { ...(entry ?? { name: toolsetName }), ...(http && { http }) };
  const mainText = existsSync(schemaFilePath)
    ? await readFile(schemaFilePath, 'utf8')
    : `{\n  "schemaVersion": "1.0"\n}\n`;
  // The yaml library (which the JSON editor also parses with) is loaded only here, once the import is done.
  const edit =
    detectFormat(schemaFilePath) === 'yaml'
      ? (await import('./add-toolset-to-yaml.js')).addToolsetToYaml
      : (await import('./add-toolset-to-json.js')).addToolsetToJson;
  await writeFile(schemaFilePath, edit(mainText, updated).text);
  const what = auth ? ' with its auth' : '';
  output.line(
    `${output.colors.green(entry ? 'Updated' : 'Added')} toolset ${toolsetName}${what} ${entry ? 'in' : 'to'} ${where}.`,
  );
}

/** The toolset file's text: YAML for a `--out` file named so, else indented JSON (without loading yaml). */
async function toolsetText(result: ImportOpenApiResult, out: string | undefined): Promise<string> {
  if (out === undefined || detectFormat(out) !== 'yaml')
    return `${JSON.stringify(result.toolset, null, 2)}\n`;
  const { stringify } = await import('yaml');
  return stringify(result.toolset);
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
function printReport(
  output: CliOutput,
  result: ImportOpenApiResult,
  print: (text: string) => void,
  auth: ImportAuth | undefined,
): void {
  const { report } = result;
  for (const warning of report.warnings) output.warning(warning);
  const unsupported = report.skipped.filter((skip) => !isFilteredOut(skip.reason));
  for (const skip of unsupported) output.note(`skipped ${skip.operation}: ${skip.reason}`);
  const noAuth =
    auth === undefined ? report.warnings.filter((warning) => warning.includes('sends none')) : [];
  if (noAuth.length > 0)
    output.note(
      `${plural(noAuth.length, 'tool')} send no auth: give the toolset's credentials with --auth (${importAuthForms})`,
    );
  const variables = [...authVariables(auth), ...report.envVariables];
  if (variables.length > 0) {
    print('Set these env variables (environment or .env file) before calling the tools:');
    for (const variable of variables) print(`  ${variable.name}  ${variable.description}`);
  }
  print(summary(result.name, report));
}

/** The env variables `--auth` names, with what to put in them. */
function authVariables(auth: ImportAuth | undefined): Array<{ name: string; description: string }> {
  if (auth === undefined) return [];
  const found = [...JSON.stringify(auth).matchAll(/\{\{env\.([A-Za-z0-9_]+)\}\}/g)];
  return found.map((match) => ({ name: match[1] as string, description: 'credential given with --auth' }));
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
