import path from 'node:path';
import {
  type ExecutorV1,
  type MciDiagnostic,
  MciError,
  MciFileError,
  type MciMainFile,
  type ParsedMciFile,
  parseMainFile,
  parseMainObject,
} from '@mci/schema';
import { checkMainFileExtension } from './check-main-file-extension.js';
import type { ClientErrorCode } from './client-error-codes.js';
import { createLoadTemplates } from './compile-config-templates.js';
import { createDiagnostic } from './create-diagnostic.js';
import { createInputValidatorCompiler } from './create-input-validator-compiler.js';
import { createTextExecutor } from './create-text-executor.js';
import { createFileLocator, createUnpositionedLocator } from './file-locator.js';
import { inheritRequiredScopes } from './inherit-required-scopes.js';
import { loadJmesPath } from './load-jmes-path.js';
import { loadMcpServerTools } from './load-mcp-server-tools.js';
import { type LoadedSource, loadToolset } from './load-toolset.js';
import type { MCIClientOptions } from './mci-client-options.js';
import { type PreparedTool, type PrepareSettings, prepareTool } from './prepare-tool.js';
import { readMciFile } from './read-mci-file.js';
import { selectUniqueEnabled } from './select-unique-enabled.js';
import type { ToolCandidate } from './tool-candidate.js';

export interface LoadedTools {
  readonly tools: PreparedTool[];
  readonly warnings: MciDiagnostic[];
  readonly files: string[];
}

/**
 * Reads the main file, its toolsets and MCP servers, and prepares every enabled tool. Collects every
 * problem and throws one `MciFileError` listing them all.
 */
export async function loadTools(
  options: MCIClientOptions,
  executors: readonly ExecutorV1[],
): Promise<LoadedTools> {
  const { main, baseDir } = await readMain(options);
  const env = options.env ?? {};
  const libraryDir = path.resolve(baseDir, main.value.libraryDir);
  const diagnostics: MciDiagnostic[] = [...main.warnings];
  const executorsByType = indexExecutors(executors, diagnostics);

  const sources = [
    ownSource(main, baseDir),
    ...(await Promise.all([
      ...main.value.toolsets.map((reference, index) => loadToolset(reference, index, main, libraryDir)),
      loadMcpServerTools(main, executors, {
        libraryDir,
        baseDir,
        env,
        offline: options.offline ?? false,
        strict: options.strictMcpServers ?? false,
        signal: options.signal,
      }),
    ])),
  ];
  const candidates = sources
    .flatMap((source) => source.candidates)
    .map((candidate) => inheritRequiredScopes(candidate, main.value));
  diagnostics.push(...sources.flatMap((source) => source.diagnostics));

  const selected = selectUniqueEnabled(candidates, diagnostics);
  const tools = prepareTools(selected, diagnostics, {
    executors: executorsByType,
    compileValidator: createInputValidatorCompiler(),
    checkSchemas: options.checkSchemas ?? 'first-call',
    env,
    mainBaseDir: baseDir,
    enableAnyPaths: main.value.enableAnyPaths,
    directoryAllowList: main.value.directoryAllowList,
    templates: createLoadTemplates(),
    jmespath: await loadJmesPath(selected),
    pathPolicies: new Map(),
    redactors: new Map(),
  });
  if (diagnostics.some((diagnostic) => diagnostic.severity === 'error')) {
    throw new MciFileError({ filePath: main.filePath, diagnostics });
  }
  return { tools, warnings: diagnostics, files: sources.flatMap((source) => source.files) };
}

/** The tools the main file declares itself. */
function ownSource(main: ParsedMciFile<MciMainFile>, baseDir: string): LoadedSource {
  const locator = createFileLocator(main);
  return {
    candidates: main.value.tools.map((definition, index) => ({
      definition,
      source: { file: main.filePath },
      locator,
      path: ['tools', index],
      baseDir,
    })),
    diagnostics: [],
    files: main.filePath ? [main.filePath] : [],
  };
}

/** Prepares each tool with the load's shared settings; the problems of those that fail go to `diagnostics`. */
function prepareTools(
  candidates: Iterable<ToolCandidate>,
  diagnostics: MciDiagnostic[],
  settings: PrepareSettings,
): PreparedTool[] {
  const tools: PreparedTool[] = [];
  for (const candidate of candidates) {
    const result = prepareTool(candidate, settings);
    diagnostics.push(...result.diagnostics);
    if (result.prepared) tools.push(result.prepared);
  }
  return tools;
}

async function readMain(
  options: MCIClientOptions,
): Promise<{ main: ParsedMciFile<MciMainFile>; baseDir: string }> {
  if (options.schemaFilePath !== undefined && options.schema !== undefined) {
    throw new MciError<ClientErrorCode>(
      'INVALID_OPTIONS',
      'MCIClient.load takes either schemaFilePath or schema, not both.',
    );
  }
  if (options.schemaFilePath !== undefined) {
    const filePath = path.resolve(options.schemaFilePath);
    const main = readMciFile(filePath, (text, parseOptions) => {
      checkMainFileExtension(filePath);
      return parseMainFile(text, parseOptions);
    });
    return { main, baseDir: path.dirname(filePath) };
  }
  if (options.schema !== undefined) {
    return { main: parseMainObject(options.schema), baseDir: path.resolve(options.baseDir ?? '.') };
  }
  throw new MciError<ClientErrorCode>('INVALID_OPTIONS', 'MCIClient.load needs schemaFilePath or schema.');
}

/** The executor for each type: the built-in `text` one, replaced by a passed executor of the same type. */
function indexExecutors(
  executors: readonly ExecutorV1[],
  diagnostics: MciDiagnostic[],
): Map<string, ExecutorV1> {
  const byType = new Map<string, ExecutorV1>([['text', createTextExecutor()]]);
  const passed = new Set<string>();
  const noFile = createUnpositionedLocator(undefined);
  for (const executor of executors) {
    if (executor.specificationVersion !== 'v1') {
      const message = `the executor for type "${executor.type}" implements specification "${String(executor.specificationVersion)}"; this client needs "v1"`;
      diagnostics.push(createDiagnostic(noFile, [], 'EXECUTOR_UNSUPPORTED', message));
      continue;
    }
    if (typeof executor.close !== 'function' || typeof executor.errorCodes !== 'object') {
      const message = `the executor for type "${executor.type}" has no close() or no errorCodes; ExecutorV1 needs both`;
      diagnostics.push(createDiagnostic(noFile, [], 'EXECUTOR_UNSUPPORTED', message));
      continue;
    }
    if (passed.has(executor.type)) {
      const message = `two executors for type "${executor.type}" were passed to MCIClient.load; pass one`;
      diagnostics.push(createDiagnostic(noFile, [], 'DUPLICATE_EXECUTOR', message));
    }
    passed.add(executor.type);
    byType.set(executor.type, executor);
  }
  return byType;
}
