import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clientErrorCodes, type Tool } from '@mci/client';
import { createTextExecutor } from '@mci/client/internal';
import { createRedactor, createToolPathPolicy } from '@mci/executor-kit';
import {
  type ErrorCodeList,
  type ExecutorV1,
  type MciMainFile,
  type PathPolicy,
  parseMainFile,
  parseToolsetFile,
  schemaErrorCodes,
} from '@mci/schema';
import type { Metadata } from '@mci/schema/internal';
import { collectErrorCodes, type ErrorCodeRow } from './collect-error-codes.js';
import { describeParameters } from './describe-parameters.js';
import { describeReturns } from './describe-returns.js';
import { describeSecurity, describeServer, type SecurityContext } from './describe-security.js';
import { exampleArguments } from './example-value.js';
import { findEnvNames } from './find-env-names.js';
import type { SourceDocument, ToolDocument, ToolOrigin, ToolSpecification } from './tool-specification.js';

export interface ToolSpecificationOptions {
  /** The main MCI file the tools were loaded from (its metadata, settings and MCP server entries are read). */
  readonly mainFilePath: string;
  /**
   * The env the tools were loaded with. Only used to hide values: should the value of a variable that the
   * files read appear anywhere (an MCP server could echo one in a description), it becomes `***`.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The executors the tools were loaded with: each tool's errors are its executor's `errorCodes`. */
  readonly executors: readonly ExecutorV1[];
  /** Codes of the layers the tools are served through (e.g. the MCP server's), for every tool. */
  readonly servedWith?: readonly ErrorCodeList[];
}

/**
 * The specification of `tools` (loaded from `mainFilePath` by `MCIClient`, in the order to document
 * them): for each tool its parameters, return value, error codes, idempotency, a usage example and its
 * security considerations, plus a section per toolset and MCP server. The result depends only on the
 * files and the tools, never on env values, dates or the machine's paths.
 */
export async function createToolSpecification(
  tools: readonly Tool[],
  options: ToolSpecificationOptions,
): Promise<ToolSpecification> {
  const mainFilePath = path.resolve(options.mainFilePath);
  const mainDir = path.dirname(mainFilePath);
  const mainFileName = path.basename(mainFilePath);
  const mainFile = parseMainFile(await readFile(mainFilePath, 'utf8'), { filePath: mainFilePath }).value;
  const show = (file: string) => path.relative(mainDir, file).split(path.sep).join('/') || '.';
  const toolsetMetadata = await readToolsetMetadata(tools);
  const packageVersion = await findPackageVersion(mainDir);
  const context: SecurityContext = { mainFile, mainDir, mainFileName, show };
  const codes = collectErrorCodes({
    executors: [createTextExecutor(), ...options.executors],
    lists: [schemaErrorCodes, clientErrorCodes, ...(options.servedWith ?? [])],
  });

  const load: DocumentSettings = { context, toolsetMetadata, packageVersion, codes };
  const documents = tools.map((tool) => documentTool(tool, load));

  const specification: ToolSpecification = {
    title: mainFile.metadata?.name ?? mainFileName,
    ...(mainFile.metadata?.description ? { description: mainFile.metadata.description } : {}),
    mainFile: mainFileName,
    sources: collectSources(tools, mainFile, toolsetMetadata, mainFileName, show),
    tools: documents,
  };
  const env = options.env ?? {};
  const read = findEnvNames([tools.map((tool) => tool.execution), mainFile.mcp_servers]);
  return createRedactor(read.map((name) => env[name])).value(specification);
}

/** What documenting each tool of one specification shares. */
interface DocumentSettings {
  readonly context: SecurityContext;
  readonly toolsetMetadata: ReadonlyMap<string, Metadata | undefined>;
  readonly packageVersion: string | undefined;
  readonly codes: readonly ErrorCodeRow[];
}

/** One tool's section: parameters, return value, errors, idempotency, usage example and security. */
function documentTool(tool: Tool, settings: DocumentSettings): ToolDocument {
  const { mainFile, mainDir, mainFileName, show } = settings.context;
  const declaring =
    tool.source.toolset && tool.source.file ? settings.toolsetMetadata.get(tool.source.file) : undefined;
  const version = declaring?.version ?? mainFile.metadata?.version ?? settings.packageVersion;
  const inputSchema = tool.inputSchema ? structuredClone(tool.inputSchema) : { type: 'object' };
  const outputSchema = tool.outputSchema ? structuredClone(tool.outputSchema) : undefined;
  const title = tool.title ?? tool.annotations?.title;
  const paths = toolPathPolicy(tool, mainFile, mainDir);
  return {
    name: tool.name,
    ...(title !== undefined ? { title } : {}),
    ...(tool.description ? { description: tool.description } : {}),
    ...(version !== undefined ? { version } : {}),
    executionType: tool.execution.type,
    origin: toolOrigin(tool, mainFileName, show),
    tags: [...tool.tags],
    requiredScopes: [...(tool.requiredScopes ?? [])],
    ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
    inputSchema,
    parameters: describeParameters(inputSchema),
    ...(outputSchema ? { outputSchema, outputFields: describeParameters(outputSchema) } : {}),
    returns: describeReturns(tool.execution.type, outputSchema !== undefined),
    errors: errorsOf(settings.codes, tool, paths),
    idempotency: {
      readOnly: tool.annotations?.readOnlyHint,
      idempotent: tool.annotations?.idempotentHint,
      destructive: tool.annotations?.destructiveHint,
    },
    usageExample: {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: tool.name, arguments: exampleArguments(inputSchema) },
    },
    security: describeSecurity(tool, paths, settings.context),
  };
}

function toolOrigin(tool: Tool, mainFileName: string, show: (file: string) => string): ToolOrigin {
  if (tool.source.mcpServer) return { kind: 'mcpServer', name: tool.source.mcpServer, file: mainFileName };
  const file = tool.source.file ? show(tool.source.file) : mainFileName;
  if (tool.source.toolset) return { kind: 'toolset', name: tool.source.toolset, file };
  return { kind: 'file', file };
}

/** The toolsets and MCP servers of the tools, in the order of their first tool. */
function collectSources(
  tools: readonly Tool[],
  mainFile: MciMainFile,
  toolsetMetadata: ReadonlyMap<string, Metadata | undefined>,
  mainFileName: string,
  show: (file: string) => string,
): SourceDocument[] {
  const sources = new Map<
    string,
    { kind: 'toolset' | 'mcpServer'; name: string; files: Set<string>; tools: string[] }
  >();
  for (const tool of tools) {
    const { toolset, mcpServer, file } = tool.source;
    const kind = mcpServer ? 'mcpServer' : toolset ? 'toolset' : undefined;
    const name = mcpServer ?? toolset;
    if (!kind || !name) continue;
    const key = `${kind}:${name}`;
    const source = sources.get(key) ?? { kind, name, files: new Set<string>(), tools: [] };
    sources.set(key, source);
    source.files.add(kind === 'mcpServer' ? mainFileName : show(file ?? ''));
    source.tools.push(tool.name);
  }
  return [...sources.values()].map((source) => {
    const files = [...source.files];
    if (source.kind === 'mcpServer') {
      const server = mainFile.mcp_servers[source.name];
      return {
        kind: source.kind,
        name: source.name,
        files,
        ...(server ? { server: describeServer(server) } : {}),
        tools: source.tools,
      };
    }
    // The metadata of a toolset's first file names and describes it.
    const first = tools.find((tool) => tool.source.toolset === source.name)?.source.file;
    const metadata = first ? toolsetMetadata.get(first) : undefined;
    return {
      kind: source.kind,
      name: source.name,
      ...(metadata?.name ? { title: metadata.name } : {}),
      ...(metadata?.description ? { description: metadata.description } : {}),
      files,
      tools: source.tools,
    };
  });
}

/** The `metadata` of every toolset file a tool comes from, by absolute path. */
async function readToolsetMetadata(tools: readonly Tool[]): Promise<Map<string, Metadata | undefined>> {
  const files = new Set(
    tools.flatMap((tool) => (tool.source.toolset && tool.source.file ? [tool.source.file] : [])),
  );
  const entries = await Promise.all(
    [...files].map(async (file) => {
      const parsed = parseToolsetFile(await readFile(file, 'utf8'), { filePath: file });
      return [file, parsed.value.metadata] as const;
    }),
  );
  return new Map(entries);
}

/** The version of the nearest package.json at or above `folder`, if it has one. */
async function findPackageVersion(folder: string): Promise<string | undefined> {
  for (let current = folder; ; current = path.dirname(current)) {
    const text = await readFile(path.join(current, 'package.json'), 'utf8').catch(() => undefined);
    if (text !== undefined) return readVersion(text);
    if (path.dirname(current) === current) return undefined;
  }
}

function readVersion(packageJson: string): string | undefined {
  try {
    const version = (JSON.parse(packageJson) as { version?: unknown } | null)?.version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tool's path policy, by the rule the client applies when it loads the tool: a toolset's tools are
 * declared in their toolset file's folder, the others (of the main file, of MCP servers) in the main file's.
 */
function toolPathPolicy(tool: Tool, mainFile: MciMainFile, mainDir: string): PathPolicy {
  const declaredInToolset = tool.source.toolset !== undefined && tool.source.file !== undefined;
  return createToolPathPolicy({
    baseDir: declaredInToolset ? path.dirname(tool.source.file as string) : mainDir,
    tool,
    main: {
      baseDir: mainDir,
      enableAnyPaths: mainFile.enableAnyPaths,
      directoryAllowList: mainFile.directoryAllowList,
    },
  });
}

/** The codes a call of `tool` can return, sorted by code. */
function errorsOf(codes: readonly ErrorCodeRow[], tool: Tool, paths: PathPolicy): ToolDocument['errors'] {
  const { type } = tool.execution;
  const documented = {
    execution: tool.execution as Readonly<Record<string, unknown>>,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    output: tool.output,
    enableAnyPaths: paths.enableAnyPaths,
    ...(tool.annotations !== undefined && { annotations: tool.annotations }),
  };
  return codes
    .filter(
      (row) =>
        row.stage === 'call' &&
        (row.executionTypes.length === 0 || row.executionTypes.includes(type)) &&
        (row.appliesTo?.(documented) ?? true),
    )
    .map(({ code, meaning }) => ({ code, meaning }));
}
