import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { ApiKeyFileError } from './api-key-file-error.js';

/** One API key of the API key file: never the key itself, only its SHA-256. */
export interface ApiKey {
  /** Shown in audit lines and logs as the caller; keys rate limits. */
  readonly name: string;
  /** Lowercase hex SHA-256 of the key. */
  readonly sha256: string;
  /** Scopes the key holds, compared with the tools' `requiredScopes`. */
  readonly scopes: readonly string[];
}

const apiKeyFileSchema = z.strictObject({
  keys: z.array(
    z.strictObject({
      name: z.string().regex(/^[\w.@:-]{1,100}$/, 'expected a name of letters, digits and _ . @ : -'),
      sha256: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex digits: the SHA-256 of the key, never the key itself')
        .transform((hash) => hash.toLowerCase()),
      scopes: z.array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'expected an OAuth scope')).default([]),
    }),
  ),
});

/**
 * Reads an API-key file (YAML or JSON): `keys: [{ name, sha256, scopes }]`. Names and hashes must be
 * unique. Throws `ApiKeyFileError` with the file, line, column and JSON path of the first problem.
 */
export async function loadApiKeys(file: string): Promise<ApiKey[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ApiKeyFileError(
      { file, reason: `cannot be read (${error.code ?? error.message})` },
      { cause: error },
    );
  });
  const { value, fail } = await parseWithPositions(text, file);
  const parsed = apiKeyFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(issue?.path ?? [], issue?.message ?? 'expected keys: [{ name, sha256, scopes }]');
  }
  const seen = new Set<string>();
  parsed.data.keys.forEach((key, index) => {
    if (seen.has(key.name)) fail(['keys', index, 'name'], `the name "${key.name}" is used twice`);
    if (seen.has(key.sha256)) fail(['keys', index, 'sha256'], 'the same key is listed twice');
    seen.add(key.name).add(key.sha256);
  });
  return parsed.data.keys;
}

/** Parses YAML (or JSON); `fail` throws an `ApiKeyFileError` at the line and column of a path. */
async function parseWithPositions(
  text: string,
  file: string,
): Promise<{ value: unknown; fail: (path: readonly PropertyKey[], reason: string) => never }> {
  // Loaded here: serving without API keys never pays for the YAML parser.
  const { isNode, LineCounter, parseDocument } = await import('yaml');
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const positionOf = (offset: number | undefined) => {
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return `${line}:${col}`;
  };
  const syntax = document.errors[0];
  if (syntax !== undefined) {
    const reason = syntax.message.split('\n')[0] ?? '';
    throw new ApiKeyFileError({ file, position: positionOf(syntax.pos[0]), reason });
  }
  const fail = (path: readonly PropertyKey[], reason: string): never => {
    const node = path.length === 0 ? document.contents : document.getIn(path, true);
    const position = positionOf(isNode(node) ? node.range?.[0] : undefined);
    throw new ApiKeyFileError({ file, position, jsonPath: formatPath(path), reason });
  };
  return { value: document.toJS(), fail };
}

/** `keys[2].sha256`; undefined for the whole document. */
function formatPath(path: readonly PropertyKey[]): string | undefined {
  const parts = path.map((part, index) =>
    typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
  );
  return parts.length === 0 ? undefined : parts.join('');
}
