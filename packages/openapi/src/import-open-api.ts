import { toPortableToolNames } from '@mci/schema';
import { buildTool, type ImportedTool } from './build-tool.js';
import { createSchemaConverter, type SchemaConverter } from './convert-schema.js';
import {
  type AuthResolver,
  createAuthResolver,
  type OpenApiEnvVariable,
  toEnvWord,
} from './create-auth-resolver.js';
import { createServerResolver, type ServerResolver } from './create-server-resolver.js';
import { loadOpenApiDocument } from './load-open-api-document.js';
import { type ApiDescription, type ApiOperation, readApiDescription } from './read-api-description.js';

export interface ImportOpenApiOptions {
  /** Toolset name, also the prefix of env variable names. Default: a short name from the title or host. */
  readonly name?: string;
  /** Put before every tool name (`gh_` makes `get_user` `gh_get_user`). */
  readonly prefix?: string;
  /**
   * Whether tools get auth from the document's security schemes (default true). False when the auth is
   * set once for the whole toolset instead (`mci import openapi --auth`).
   */
  readonly documentAuth?: boolean;
  /** Server URL used instead of the document's `servers` (or Swagger's `host` + `basePath`). */
  readonly baseUrl?: string;
  /** Keep only operations with at least one of these tags. */
  readonly includeTags?: readonly string[];
  /** Leave out operations with any of these tags. */
  readonly excludeTags?: readonly string[];
  /** Keep only these operations, by `operationId` or by tool name. */
  readonly operations?: readonly string[];
  /** Follow `$ref`s to the network and to files outside the document's folder. */
  readonly allowExternalRefs?: boolean;
  /** Called after each operation is converted (for progress displays). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** An operation that did not become a tool, and why. */
export interface SkippedOperation {
  /** `METHOD /path`, with the operationId when there is one. */
  readonly operation: string;
  readonly reason: string;
}

/** What became of one operation. */
export interface OperationReport {
  /** `METHOD /path`, with the operationId when there is one. */
  readonly operation: string;
  /** The tool's name (also for a skipped operation: the name it would have). */
  readonly tool: string;
  readonly imported: boolean;
  /** Why it was skipped, for an operation that was not imported. */
  readonly reason?: string;
  /** Caveats of an imported tool: auth that cannot be expressed, schema keywords dropped or fixed. */
  readonly notes?: readonly string[];
}

export interface OpenApiImportReport {
  readonly operationsRead: number;
  readonly toolsWritten: number;
  readonly skipped: readonly SkippedOperation[];
  /** Env variables the tools' auth reads: set them before calling the tools. */
  readonly envVariables: readonly OpenApiEnvVariable[];
  /** Tools written with a caveat (e.g. a security scheme that cannot be expressed, so no auth). */
  readonly warnings: readonly string[];
  /** Every operation in document order: imported, or skipped with the reason. */
  readonly operations: readonly OperationReport[];
}

/** A toolset file of the library folder, ready to write as JSON or YAML. */
export interface ImportedToolset {
  schemaVersion: '1.0';
  metadata: { name: string; description?: string; version?: string };
  tools: ImportedTool[];
  /** Shared schemas of the tools: a tool's `#/$defs/<name>` its own `$defs` lacks is taken from here. */
  $defs?: Record<string, Record<string, unknown>>;
}

export interface ImportOpenApiResult {
  /** The toolset name used (given, or made from the title). */
  readonly name: string;
  readonly toolset: ImportedToolset;
  readonly report: OpenApiImportReport;
}

/** What converting one operation needs besides the operation. */
interface ImportContext {
  readonly options: ImportOpenApiOptions;
  readonly wanted: ReadonlySet<string> | undefined;
  readonly auth: AuthResolver;
  readonly converter: SchemaConverter;
  readonly servers: ServerResolver;
  /** Names of the shared schemas the tools refer to, filled as tools are built. */
  readonly sharedDefs: Set<string>;
}

/**
 * Reads an OpenAPI 3.0/3.1 or Swagger 2.0 document (file path or http(s) URL, JSON or YAML) and turns
 * each operation into an MCI http tool. Throws `OpenApiImportError` when the document cannot be read,
 * a `$ref` is refused, or an operation kept by the filters has no server URL and no `baseUrl` was given.
 */
export async function importOpenApi(
  source: string,
  options: ImportOpenApiOptions = {},
): Promise<ImportOpenApiResult> {
  const document = await loadOpenApiDocument(source, { allowExternalRefs: options.allowExternalRefs });
  const api = readApiDescription(document);
  const name =
    options.name ?? toToolsetName(api.title, api.server?.filledUrl ?? api.operations[0]?.serverUrl);
  const context: ImportContext = {
    options,
    wanted: options.operations ? new Set(options.operations) : undefined,
    auth: createAuthResolver(options.documentAuth === false ? {} : api.securitySchemes, toEnvWord(name)),
    converter: createSchemaConverter(api.namedSchemas),
    servers: createServerResolver(source, api.server, toEnvWord(name)),
    sharedDefs: new Set<string>(),
  };
  const names = toolNames(api.operations, options.prefix ?? '');
  const operations: OperationReport[] = [];
  const tools: ImportedTool[] = [];
  api.operations.forEach((operation, index) => {
    const tool = importOperation(context, operation, names[index] as string, operations);
    if (tool) tools.push(tool);
    options.onProgress?.(index + 1, api.operations.length);
  });
  const { auth, servers, converter, sharedDefs } = context;
  return {
    name,
    toolset: {
      schemaVersion: '1.0',
      metadata: toolsetMetadata(name, api),
      tools,
      ...(sharedDefs.size > 0 && { $defs: converter.sharedDefs(sharedDefs) }),
    },
    report: importReport(operations, tools.length, [...auth.envVariables(), ...servers.envVariables()]),
  };
}

/** Builds the operation's tool, or none when it is skipped; adds what became of it to `operations`. */
function importOperation(
  context: ImportContext,
  operation: ApiOperation,
  toolName: string,
  operations: OperationReport[],
): ImportedTool | undefined {
  const { options, converter, sharedDefs } = context;
  const label = operationLabel(operation);
  const skip =
    filterReason(operation, toolName, options, context.wanted) ??
    (operation.unsupportedBody
      ? `request body ${operation.unsupportedBody.join(', ') || 'without media type'} has no media type to send`
      : undefined);
  if (skip !== undefined) {
    operations.push({ operation: label, tool: toolName, imported: false, reason: skip });
    return undefined;
  }
  const baseUrl = context.servers.baseUrl(options.baseUrl ?? operation.serverUrl, label);
  const choice = context.auth.authFor(operation.security);
  const tool = buildTool(operation, { name: toolName, baseUrl, auth: choice, converter, sharedDefs });
  const notes = [
    ...(choice.unsupported
      ? [`security ${choice.unsupported} cannot be expressed as MCI auth; the tool sends none`]
      : []),
    ...converter.takeNotes(),
  ];
  operations.push({ operation: label, tool: toolName, imported: true, ...(notes.length > 0 && { notes }) });
  return tool;
}

function toolsetMetadata(name: string, api: ApiDescription): ImportedToolset['metadata'] {
  return {
    name,
    ...(api.description ? { description: api.description } : api.title ? { description: api.title } : {}),
    ...(api.version ? { version: api.version } : {}),
  };
}

function importReport(
  operations: readonly OperationReport[],
  toolsWritten: number,
  envVariables: readonly OpenApiEnvVariable[],
): OpenApiImportReport {
  return {
    operationsRead: operations.length,
    toolsWritten,
    skipped: operations
      .filter((entry) => !entry.imported)
      .map((entry) => ({ operation: entry.operation, reason: entry.reason ?? '' })),
    envVariables,
    warnings: operations.flatMap((entry) => (entry.notes ?? []).map((text) => `${entry.tool}: ${text}`)),
    operations,
  };
}

/**
 * Tool names of every operation (filters do not change them): the operationId, else method and path,
 * made portable and unique by `toPortableToolNames`, so a re-import gives the same names.
 */
function toolNames(operations: readonly ApiOperation[], prefix: string): string[] {
  const taken = new Set<string>();
  const raw = operations.map((operation) => {
    const base =
      prefix +
      (operation.operationId ??
        `${operation.method}_${operation.path.replace(/[{}]/g, '').replace(/^\/+/, '')}`);
    let name = base;
    const stem = base.replace(/[^A-Za-z0-9]+$/, '');
    for (let index = 2; taken.has(name); index += 1) name = `${stem}_${index}`;
    taken.add(name);
    return name;
  });
  const portable = toPortableToolNames(raw);
  return raw.map((name) => portable.get(name) as string);
}

function filterReason(
  operation: ApiOperation,
  toolName: string,
  options: ImportOpenApiOptions,
  wanted: ReadonlySet<string> | undefined,
): string | undefined {
  if (wanted && !wanted.has(toolName) && !(operation.operationId && wanted.has(operation.operationId)))
    return 'not in --operations';
  if (options.includeTags && !operation.tags.some((tag) => options.includeTags?.includes(tag)))
    return 'no tag in --include-tags';
  const excluded = operation.tags.find((tag) => options.excludeTags?.includes(tag));
  if (excluded !== undefined) return `tag "${excluded}" is in --exclude-tags`;
  return undefined;
}

function operationLabel(operation: ApiOperation): string {
  const id = operation.operationId ? ` (${operation.operationId})` : '';
  return `${operation.method.toUpperCase()} ${operation.path}${id}`;
}

/** Words of a title that do not name the API. */
const FILLER_WORDS = new Set(
  'a an the of for and to official openapi open api apis rest restful http https json spec specification swagger service services platform cloud web public reference documentation definition version'.split(
    ' ',
  ),
);

/** Host labels that do not name the API. */
const GENERIC_LABELS = new Set(['api', 'apis', 'www', 'rest', 'developer', 'developers', 'public', 'app']);

/**
 * A short toolset name: the first word of the title that names the API (`GitHub's official OpenAPI spec`
 * -> `github`, `The Jira Cloud platform REST API` -> `jira`), else the main label of the server's host
 * (`https://api.stripe.com/v1` -> `stripe`), else `openapi`.
 */
function toToolsetName(title: string | undefined, serverUrl: string | undefined): string {
  const word = (title ?? '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .find((item) => item.length > 1 && !FILLER_WORDS.has(item) && !/^v?\d+$/.test(item));
  return word ?? hostName(serverUrl) ?? 'openapi';
}

function hostName(serverUrl: string | undefined): string | undefined {
  const host = /^[a-z]+:\/\/([^/:?#]+)/i.exec(serverUrl ?? '')?.[1]?.toLowerCase();
  const labels = (host ?? '').split('.').filter((label) => label !== '' && !GENERIC_LABELS.has(label));
  const main = labels.length > 1 ? labels.at(-2) : labels[0];
  return main && /^[a-z0-9-]+$/.test(main) ? main : undefined;
}
