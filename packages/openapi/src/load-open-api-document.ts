import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereferenceLocal } from './dereference-local.js';
import { OpenApiImportError } from './open-api-import-error.js';
import { readLocalJsonDocument } from './read-local-json-document.js';

export interface LoadOpenApiOptions {
  /** Follow `$ref`s to the network and to files outside the document's folder. */
  readonly allowExternalRefs?: boolean;
}

/**
 * Reads an OpenAPI 3.x or Swagger 2.0 document (JSON or YAML, a path or an http(s) URL) and dereferences
 * every `$ref`: a local JSON file that refers only to itself without swagger-parser, others with
 * swagger-parser, loaded on first use, in one pass when all `$ref`s point inside the document, else with
 * its resolver. Unless `allowExternalRefs`, a `$ref` to the
 * network or to a file outside the document's folder is refused (the document itself may be a URL).
 * Cyclic schemas stay cyclic object graphs; the converter cuts them.
 */
export async function loadOpenApiDocument(
  source: string,
  options: LoadOpenApiOptions = {},
): Promise<Record<string, unknown>> {
  const isUrl = /^https?:\/\//i.test(source);
  const location = isUrl ? source : path.resolve(source);
  const folder = isUrl ? undefined : realPath(path.dirname(location));
  if (!isUrl && /\.json$/i.test(location)) {
    const local = readLocalJsonDocument(location);
    if (local) return local;
  }
  const guard = createRefGuard(location, folder, options.allowExternalRefs === true);
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  try {
    return await readDocument(SwaggerParser, source, location, guard.resolve);
  } catch (error) {
    const unreachable = isUrl && guard.refused() === undefined ? await fetchFailure(source) : undefined;
    throw loadError(source, error, guard.refused(), unreachable);
  }
}

/**
 * Why the document's URL cannot be fetched (`fetch failed: getaddrinfo ENOTFOUND api.example.com`), or
 * undefined when it can: swagger-parser's errors drop the network cause, so a failed read asks once more.
 */
async function fetchFailure(source: string): Promise<string | undefined> {
  try {
    const response = await fetch(source);
    await response.body?.cancel();
    return response.ok ? undefined : `the server answered ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = typeof cause?.message === 'string' ? cause.message : undefined;
    const code = typeof cause?.code === 'string' && !detail?.includes(cause.code) ? `${cause.code} ` : '';
    const reason = error instanceof Error ? error.message : String(error);
    return detail === undefined ? reason : `${reason}: ${code}${detail}`;
  }
}

type SwaggerParserClass = typeof import('@apidevtools/swagger-parser');

/** swagger-parser's `resolve` options that refuse what `allowExternalRefs` does not allow. */
interface RefGuard {
  readonly resolve: object;
  /** The first `$ref` URL refused, if any. */
  refused(): string | undefined;
}

function createRefGuard(location: string, folder: string | undefined, allowExternalRefs: boolean): RefGuard {
  let refused: string | undefined;
  const allowed = (url: string) => {
    if (allowExternalRefs || isSameDocument(url, location)) return true;
    const filePath = toFilePath(url);
    return filePath !== undefined && folder !== undefined && isInside(realPath(filePath), folder);
  };
  // Resolvers are tried in order until one reads the file, so the built-in ones are told not to read
  // what is refused, and `refuse` (first in order) records it.
  const resolve = {
    file: { canRead: (file: { url: string }) => !isHttp(file.url) && allowed(file.url) },
    // The document's own URL may be on this machine (a local dev server): the user named it.
    http: {
      safeUrlResolver: false,
      canRead: (file: { url: string }) => isHttp(file.url) && allowed(file.url),
    },
    refuse: {
      order: 1,
      canRead: (file: { url: string }) => !allowed(file.url),
      read(file: { url: string }): never {
        refused ??= file.url;
        throw new Error(`refused $ref ${file.url}`);
      },
    },
  };
  return { resolve, refused: () => refused };
}

async function readDocument(
  SwaggerParser: SwaggerParserClass,
  source: string,
  location: string,
  resolve: object,
): Promise<Record<string, unknown>> {
  // Most documents refer only to themselves: those are resolved here, in one pass over the parsed
  // document (swagger-parser's full resolver took seconds on GitHub's 13 MB document).
  const parsed = (await SwaggerParser.parse(location, { resolve: resolve as never })) as unknown as Record<
    string,
    unknown
  >;
  if (typeof parsed === 'object' && parsed !== null && dereferenceLocal(parsed)) return parsed;
  const document = await SwaggerParser.dereference(location, {
    resolve: resolve as never,
    dereference: { circular: true },
  });
  if (typeof document !== 'object' || document === null)
    throw new OpenApiImportError({ source, reason: 'the document is not an object' });
  return document as unknown as Record<string, unknown>;
}

/** The error a failed read ends with; a refused `$ref` says how to allow it. */
function loadError(
  source: string,
  error: unknown,
  refused: string | undefined,
  unreachable: string | undefined,
): OpenApiImportError {
  if (OpenApiImportError.isInstance(error)) return error;
  if (unreachable !== undefined)
    return new OpenApiImportError({ source, reason: `cannot fetch it: ${unreachable}` }, { cause: error });
  if (refused !== undefined) {
    const where = isHttp(refused) ? 'the network' : "a file outside the document's folder";
    return new OpenApiImportError(
      {
        source,
        reason: `a $ref points to ${where} (${refused}); pass --allow-external-refs (allowExternalRefs: true) to follow it`,
      },
      { cause: error },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new OpenApiImportError({ source, reason }, { cause: error });
}

function isSameDocument(url: string, location: string): boolean {
  const withoutHash = url.split('#')[0] ?? url;
  if (withoutHash === location) return true;
  const filePath = toFilePath(withoutHash);
  return filePath !== undefined && filePath === location;
}

function isHttp(url: string): boolean {
  return /^https?:/i.test(url);
}

function toFilePath(url: string): string | undefined {
  if (isHttp(url)) return undefined;
  if (url.startsWith('file:')) return fileURLToPath(url);
  return path.resolve(url);
}

/** The path with symlinks resolved (so a link inside the folder to a file outside is outside). */
function realPath(filePath: string): string {
  try {
    return realpathSync(filePath);
  } catch {
    return filePath;
  }
}

function isInside(filePath: string, folder: string): boolean {
  const relative = path.relative(folder, filePath);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
