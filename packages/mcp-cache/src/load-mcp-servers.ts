import { createRedactor } from '@mci/executor-kit';
import type { DiagnosticCode, MciDiagnostic } from '@mci/schema';
import type { LoadMcpServersRequest, LoadMcpServersResult, McpServerToolset } from '@mci/schema/internal';
import { describeFailure } from './describe-failure.js';
import { fetchServerTools } from './fetch-server-tools.js';
import { filterServerTools } from './filter-server-tools.js';
import { mcpCacheFilePath } from './mcp-cache-file-path.js';
import { type ResolvedMcpExecutorSettings, settingsForServer } from './mcp-executor-settings.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import { McpServerUnavailableError } from './mcp-server-unavailable-error.js';
import type { McpSessionPool } from './mcp-session-pool.js';
import { type McpCacheRead, readMcpCache } from './read-mcp-cache.js';
import { redactToolText } from './redact-tool-text.js';
import { parseServerDefinition, type ServerDefinition } from './server-definition.js';
import { SessionOpenError } from './session-open-error.js';
import { toMciTool } from './to-mci-tool.js';
import { writeMcpCache } from './write-mcp-cache.js';

const DAY_MS = 86_400_000;

interface ServerOutcome {
  toolset?: McpServerToolset;
  warnings: MciDiagnostic[];
}

/**
 * Loads every server of `request.servers` in parallel: a fresh cache is read without connecting; an
 * expired, missing, corrupt or outdated one is fetched (all pages) and rewritten; a failed fetch falls
 * back to an existing cache with a warning and fails only without one (a `partial` load lists such a server
 * in `unavailable` and loads the others). Offline, caches are read only.
 */
export async function loadMcpServers(
  pool: McpSessionPool,
  settings: ResolvedMcpExecutorSettings,
  request: LoadMcpServersRequest,
): Promise<LoadMcpServersResult> {
  const definitions = Object.entries(request.servers).map(([name, raw]) =>
    parseServerDefinition(name, raw, { env: request.env, baseDir: request.baseDir }),
  );
  await Promise.all(definitions.map((definition) => pool.define(definition)));
  const outcomes = await Promise.allSettled(
    definitions.map((definition) => loadServer(pool, settings, request, definition)),
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  if (request.partial !== true || request.signal?.aborted) throwFailures(failures);
  const loaded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  return {
    toolsets: loaded.flatMap((outcome) => (outcome.toolset ? [outcome.toolset] : [])),
    warnings: loaded.flatMap((outcome) => outcome.warnings),
    unavailable: outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected'
        ? [{ serverName: definitions[index]?.name ?? '', error: toError(outcome.reason) }]
        : [],
    ),
  };
}

function throwFailures(failures: readonly unknown[]): void {
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1)
    throw new AggregateError(failures, `${failures.length} MCP servers could not be loaded`);
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

async function loadServer(
  pool: McpSessionPool,
  settings: ResolvedMcpExecutorSettings,
  request: LoadMcpServersRequest,
  definition: ServerDefinition,
): Promise<ServerOutcome> {
  const { name } = definition;
  const file = mcpCacheFilePath(request.libraryDir, name);
  const cache = readMcpCache(file, name);
  const warnings: MciDiagnostic[] = [];
  const warn = (code: DiagnosticCode, message: string) =>
    warnings.push({
      severity: 'warning',
      code,
      message: `MCP server ${JSON.stringify(name)}: ${message}`,
      filePath: file,
    });
  const toolset = (tools: readonly unknown[]): ServerOutcome => ({
    toolset: {
      serverName: name,
      filePath: file,
      tools: filterServerTools(tools, definition.config.config),
    },
    warnings,
  });

  if (cache.state === 'corrupt')
    warn('MCP_CACHE_CORRUPT', `the cache file was ignored because ${cache.problem}`);
  const staleness =
    cache.state === 'usable' ? describeStaleness(cache, definition, settings.now()) : undefined;
  if (cache.state === 'usable' && staleness === undefined) return toolset(cache.tools);
  if (request.offline) {
    if (cache.state !== 'usable') {
      warn('MCP_CACHE_MISSING', 'no usable cache file and offline, so its tools are not loaded');
      return { warnings };
    }
    warn('MCP_CACHE_STALE', `the cache ${staleness}; offline, so it is used as it is`);
    return toolset(cache.tools);
  }
  try {
    const tools = await fetchAndCache(pool, settings, request, definition, file, warn);
    return toolset(tools);
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (cache.state === 'usable') {
      warn(
        'MCP_CACHE_STALE',
        `the cache ${staleness}, and fetching failed (${failureReason(error, definition)}); the cache is used`,
      );
      return toolset(cache.tools);
    }
    if (McpServerConfigError.isInstance(error)) throw error;
    throw new McpServerUnavailableError(
      { serverName: name, cacheFile: file, reason: failureReason(error, definition) },
      { cause: error },
    );
  }
}

/** Why a usable cache must be refetched, or undefined when it is fresh. */
function describeStaleness(
  cache: Extract<McpCacheRead, { state: 'usable' }>,
  definition: ServerDefinition,
  now: Date,
): string | undefined {
  if (cache.configHash !== undefined && cache.configHash !== definition.configHash) {
    return 'was written for a different server config';
  }
  if (cache.expiresAt.getTime() <= now.getTime()) return `expired at ${cache.expiresAt.toISOString()}`;
  return undefined;
}

async function fetchAndCache(
  pool: McpSessionPool,
  settings: ResolvedMcpExecutorSettings,
  request: LoadMcpServersRequest,
  definition: ServerDefinition,
  file: string,
  warn: (code: DiagnosticCode, message: string) => void,
): Promise<unknown[]> {
  const { name } = definition;
  const { redactor } = pool.rendered(name);
  const { tools: listed, ttlMs } = await pool.run(
    name,
    (session) =>
      fetchServerTools(session.client, {
        timeoutMs: settingsForServer(settings, definition).timeoutMs,
        ...(request.signal ? { signal: request.signal } : {}),
      }),
    request.signal ? { signal: request.signal } : {},
  );
  const tools = listed.map((tool) => redactToolText(toMciTool(name, tool), redactor.text));
  const expiresAt = cacheExpiry(settings.now(), definition.expDays, ttlMs);
  try {
    await writeMcpCache(file, {
      schemaVersion: '1.0',
      metadata: { name, description: `MCP server: ${name}`, configHash: definition.configHash },
      tools,
      expiresAt: expiresAt.toISOString(),
    });
  } catch (error) {
    warn(
      'MCP_CACHE_WRITE_FAILED',
      `the fetched tools are used but could not be cached (${describeFailure(error)})`,
    );
  }
  return tools;
}

/**
 * When the cache file expires: after `expDays`, or sooner when the server says its list stays fresh for
 * less (`ttlMs` of a 2026-07-28 `tools/list`). A `ttlMs` of 0 is what SDKs send when the server set no
 * hint, so it promises nothing and `expDays` alone counts.
 */
function cacheExpiry(now: Date, expDays: number, ttlMs: number | undefined): Date {
  const days = expDays * DAY_MS;
  const lifetimeMs = ttlMs === undefined || ttlMs === 0 ? days : Math.min(days, ttlMs);
  return new Date(now.getTime() + lifetimeMs);
}

function failureReason(error: unknown, definition: ServerDefinition): string {
  if (SessionOpenError.isInstance(error)) return error.reason;
  if (McpServerConfigError.isInstance(error)) return error.reason;
  return describeFailure(error, createRedactor(definition.secrets).text);
}
