import { buildTool, type ImportedTool } from './build-tool.js';
import { createAuthResolver, type OpenApiEnvVariable, toEnvWord } from './create-auth-resolver.js';
import { loadOpenApiDocument } from './load-open-api-document.js';
import { OpenApiImportError } from './open-api-import-error.js';
import { type ApiOperation, readApiDescription } from './read-api-description.js';

export interface ImportOpenApiOptions {
  /** Toolset name, also the prefix of env variable names. Default: from the document's `info.title`. */
  readonly name?: string;
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

export interface OpenApiImportReport {
  readonly operationsRead: number;
  readonly toolsWritten: number;
  readonly skipped: readonly SkippedOperation[];
  /** Env variables the tools' auth reads: set them before calling the tools. */
  readonly envVariables: readonly OpenApiEnvVariable[];
  /** Tools written with a caveat (e.g. a security scheme that cannot be expressed, so no auth). */
  readonly warnings: readonly string[];
}

/** A toolset file of the library folder, ready to write as JSON or YAML. */
export interface ImportedToolset {
  schemaVersion: '1.0';
  metadata: { name: string; description?: string; version?: string };
  tools: ImportedTool[];
}

export interface ImportOpenApiResult {
  /** The toolset name used (given, or made from the title). */
  readonly name: string;
  readonly toolset: ImportedToolset;
  readonly report: OpenApiImportReport;
}

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

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
  const name = options.name ?? toToolsetName(api.title);
  const auth = createAuthResolver(api.securitySchemes, toEnvWord(name));
  const skipped: SkippedOperation[] = [];
  const warnings: string[] = [];
  const tools: ImportedTool[] = [];
  const takenNames = new Set<string>();
  const wantedOperations = options.operations ? new Set(options.operations) : undefined;

  api.operations.forEach((operation, index) => {
    const label = operationLabel(operation);
    const toolName = uniqueToolName(operation, takenNames);
    const skip = filterReason(operation, toolName, options, wantedOperations);
    if (skip !== undefined) {
      skipped.push({ operation: label, reason: skip });
    } else if (operation.unsupportedBody) {
      skipped.push({
        operation: label,
        reason: `request body ${operation.unsupportedBody.join(', ') || 'without media type'} is not supported (JSON, form and text bodies are)`,
      });
    } else {
      const baseUrl = options.baseUrl ?? operation.serverUrl;
      if (baseUrl === undefined || !/^https?:\/\//i.test(baseUrl)) {
        throw new OpenApiImportError({
          source,
          reason: `${label} has ${baseUrl ? `the relative server URL "${baseUrl}"` : 'no server URL'}; pass --base-url (baseUrl) with the API's address`,
        });
      }
      const choice = auth.authFor(operation.security);
      if (choice.unsupported)
        warnings.push(
          `${toolName}: security ${choice.unsupported} cannot be expressed as MCI auth; the tool sends none`,
        );
      takenNames.add(toolName);
      tools.push(buildTool(operation, { name: toolName, baseUrl, auth: choice.auth }));
    }
    options.onProgress?.(index + 1, api.operations.length);
  });

  return {
    name,
    toolset: {
      schemaVersion: '1.0',
      metadata: {
        name,
        ...(api.description ? { description: api.description } : api.title ? { description: api.title } : {}),
        ...(api.version ? { version: api.version } : {}),
      },
      tools,
    },
    report: {
      operationsRead: api.operations.length,
      toolsWritten: tools.length,
      skipped,
      envVariables: auth.envVariables(),
      warnings,
    },
  };
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

/** From operationId, else method and path; sanitised to `^[A-Za-z0-9_.-]{1,64}$` and unique. */
function uniqueToolName(operation: ApiOperation, taken: ReadonlySet<string>): string {
  const raw = operation.operationId ?? `${operation.method}_${operation.path.replace(/[{}]/g, '')}`;
  const base =
    raw
      .replace(/[^A-Za-z0-9_.-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_.-]+|[_.-]+$/g, '')
      .slice(0, 64) || operation.method;
  if (!taken.has(base)) return base;
  for (let index = 2; ; index += 1) {
    const suffix = `_${index}`;
    const candidate = `${base.slice(0, 64 - suffix.length)}${suffix}`;
    if (!taken.has(candidate) && TOOL_NAME.test(candidate)) return candidate;
  }
}

function operationLabel(operation: ApiOperation): string {
  const id = operation.operationId ? ` (${operation.operationId})` : '';
  return `${operation.method.toUpperCase()} ${operation.path}${id}`;
}

/** `Swagger Petstore - OpenAPI 3.0` -> `swagger-petstore-openapi-3.0`. */
function toToolsetName(title: string | undefined): string {
  const name = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 64);
  return name || 'openapi';
}
