import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { MCIClient, type Tool } from '@mci/client';
import { createRedactor } from '@mci/executor-kit';
import {
  createDefaultExecutors,
  createLogger,
  dotenvCandidates,
  type Logger,
  loadDotenv,
} from '@mci/runtime';
import type { ExecutorV1 } from '@mci/schema';
import { createApiKeyVerifier } from './create-api-key-verifier.js';
import { createMciMcpServer, type MciMcpServer } from './create-mci-mcp-server.js';
import { createRateLimiter, type RateLimiter, type RateLimitSettings } from './create-rate-limiter.js';
import type { ToolSearchSettings } from './create-tool-search-layer.js';
import { describeDiagnostic } from './describe-load-error.js';
import { loadApiKeys } from './load-api-keys.js';
import { type AuditLog, openAuditLog } from './open-audit-log.js';
import { retryUnavailableServers } from './retry-unavailable-servers.js';
import { type HttpServerHandle, type HttpServeSettings, serveHttp } from './serve-http.js';
import { serveStdio } from './serve-stdio.js';
import { startTelemetry, type Telemetry } from './start-telemetry.js';
import type { TokenVerifier } from './token-verifier.js';
import { unenforcedScopesWarning } from './unenforced-scopes-warning.js';
import { type ReloadWatcher, watchAndReload } from './watch-and-reload.js';

export interface StartMciMcpServerSettings {
  /** The main MCI file (JSON or YAML). */
  schemaFilePath: string;
  /** One more `.env` file, relative to `cwd` (see `loadDotenv`). */
  envFile?: string;
  /** Folder relative paths are resolved against and shown from. Default `process.cwd()`. */
  cwd?: string;
  /** The real environment, which wins over `.env` files. Default `process.env`. */
  processEnv?: Readonly<Record<string, string | undefined>>;
  /** Only tools this keeps are served. */
  filter?: (tool: Tool) => boolean;
  /** All tools in `tools/list` (default), or search mode with pinned tools (see `ToolSearchSettings`). */
  toolSearch?: ToolSearchSettings;
  /** Default `stdio`. */
  transport?: 'stdio' | 'http';
  /**
   * Settings of the `http` transport, among them who may call: `authToken`, `oauth` (JWT access tokens of
   * identity providers), `tokenVerifiers` (your own), `publicUrl`.
   */
  http?: Omit<HttpServeSettings, 'logger' | 'auditLog'>;
  /** A file of hashed API keys with names and scopes (see `loadApiKeys`), accepted over HTTP. */
  apiKeysFile?: string;
  /** Reload when the main file, a loaded file or an `.env` file changes. Default false. */
  watch?: boolean;
  /** Quiet time after a change before reloading. Default 150 ms. */
  watchDebounceMs?: number;
  /** How long running calls may take to finish at shutdown before they are cancelled. Default 5000 ms. */
  shutdownTimeoutMs?: number;
  /** Default: `info` and above to stderr. */
  logger?: Logger;
  /** Server name and version sent in `initialize`. */
  name?: string;
  version?: string;
  /** Makes the executors of each load. Default `createDefaultExecutors`. */
  executors?: () => ExecutorV1[];
  /** stdio streams. Default `process.stdin` and `process.stdout`. */
  stdin?: Readable;
  stdout?: Writable;
  /**
   * Append one JSON line per `tools/call` to this file (`-`: stderr). `includeArguments` adds the argument
   * values, with the env values in use replaced by `***`.
   */
  auditLog?: { target: string; includeArguments?: boolean };
  /** Rate limits per client and in total, in memory or in Redis. */
  rateLimits?: RateLimitSettings;
  /**
   * Start the OpenTelemetry SDK when the `OTEL_*` variables of `processEnv` ask for export (see
   * `startTelemetry`). Default false: spans go to whatever SDK the program registered, if any.
   */
  telemetryFromEnv?: boolean;
  /** Shut down gracefully on SIGINT and SIGTERM (a second signal is not caught). Default true. */
  handleSignals?: boolean;
}

export interface RunningMciMcpServer {
  readonly mci: MciMcpServer;
  /** The MCP endpoint over HTTP; undefined over stdio. */
  readonly url: string | undefined;
  /**
   * Shuts down gracefully: no new calls, running calls finish (bounded), then everything closes. Never
   * rejects: a problem while closing is logged.
   */
  close(): Promise<void>;
  /** Settles once shut down, whatever started it (signal, stdin closed, `close()`). */
  readonly closed: Promise<void>;
}

/**
 * Everything `mci-mcp-server` and `mci run` do: load `.env` files and the MCI file, serve its tools over
 * stdio or HTTP, reload on changes when asked, and shut down cleanly on a signal or when the client closes
 * stdin. Logs go to the logger (stderr), never to stdout. Throws when the first load or listen fails.
 */
export async function startMciMcpServer(settings: StartMciMcpServerSettings): Promise<RunningMciMcpServer> {
  const cwd = settings.cwd ?? process.cwd();
  const schemaFilePath = path.resolve(cwd, settings.schemaFilePath);
  const logger = settings.logger ?? createLogger();
  const makeExecutors = settings.executors ?? createDefaultExecutors;
  let envFiles: readonly string[] = [];
  let redactor = createRedactor([]);
  // Started before anything is served, so the first call is traced.
  const telemetry: Telemetry | undefined =
    settings.telemetryFromEnv === true
      ? await startTelemetry(settings.processEnv ?? process.env, logger)
      : undefined;

  const load = async () => {
    const dotenv = await loadDotenv({
      schemaFilePath,
      cwd,
      ...(settings.envFile !== undefined && { envFile: settings.envFile }),
      ...(settings.processEnv !== undefined && { processEnv: settings.processEnv }),
    });
    envFiles = dotenv.files;
    redactor = createRedactor(Object.values(dotenv.env));
    return MCIClient.load({ schemaFilePath, env: dotenv.env, executors: makeExecutors() });
  };

  // An unwritable audit log stops the start, before anything else is opened.
  const auditLog: AuditLog | undefined =
    settings.auditLog === undefined
      ? undefined
      : openAuditLog({
          ...settings.auditLog,
          redact: (value) => redactor.value(value),
          logger,
        });
  let client: MCIClient;
  let rateLimiter: RateLimiter | undefined;
  try {
    client = await load();
    if (settings.rateLimits !== undefined) rateLimiter = await createRateLimiter(settings.rateLimits, logger);
  } catch (error) {
    auditLog?.close();
    await telemetry?.shutdown();
    throw error;
  }
  for (const warning of client.warnings) logger.warn(describeDiagnostic(warning));
  for (const file of envFiles) logger.debug(`read environment from ${file}`);
  const mci = createMciMcpServer(client, {
    logger,
    ...(auditLog !== undefined && { auditLog }),
    ...(rateLimiter !== undefined && { rateLimiter }),
    ...(settings.filter !== undefined && { filter: settings.filter }),
    ...(settings.toolSearch !== undefined && { toolSearch: settings.toolSearch }),
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.version !== undefined && { version: settings.version }),
  });

  let http: HttpServerHandle | undefined;
  let stdioEnded: Promise<void> | undefined;
  let reloadFailed = false;
  const release = async () => {
    await rateLimiter?.close();
    auditLog?.close();
    await telemetry?.shutdown();
  };
  try {
    if (settings.transport === 'http') {
      http = await serveHttp(mci, {
        ...settings.http,
        ...(await withApiKeys(settings.http?.tokenVerifiers, settings.apiKeysFile, cwd)),
        ...(auditLog !== undefined && { auditLog }),
        logger,
        ready: () => !reloadFailed,
      });
    } else {
      const stdio = await serveStdio(mci, {
        ...(settings.stdin !== undefined && { stdin: settings.stdin }),
        ...(settings.stdout !== undefined && { stdout: settings.stdout }),
      });
      stdioEnded = stdio.ended;
    }
  } catch (error) {
    await mci.close();
    await release();
    throw error;
  }

  const count = mci.tools().length;
  const where =
    http === undefined ? 'stdio' : `${http.url}${settings.http?.stateless === true ? ' (stateless)' : ''}`;
  logger.info(
    `serving ${count} tool${count === 1 ? '' : 's'} from ${shownPath(cwd, schemaFilePath)} over ${where}`,
  );
  if (http !== undefined) {
    const identityChecked =
      settings.http?.oauth !== undefined ||
      settings.apiKeysFile !== undefined ||
      (settings.http?.tokenVerifiers?.length ?? 0) > 0;
    const unenforced = unenforcedScopesWarning(mci.tools(), identityChecked);
    if (unenforced !== undefined) logger.warn(unenforced);
  }

  let watcher: ReloadWatcher | undefined;
  if (settings.watch === true) {
    watcher = watchAndReload({
      mci,
      load,
      extraFiles: () => [schemaFilePath, ...dotenvCandidates(schemaFilePath), ...envFiles],
      logger,
      onReload: (error) => {
        reloadFailed = error !== undefined;
      },
      ...(settings.watchDebounceMs !== undefined && { debounceMs: settings.watchDebounceMs }),
    });
    await watcher.ready;
    logger.info('watching the MCI files for changes');
  }

  const retry = retryUnavailableServers({ mci, load, logger });
  let closing: Promise<void> | undefined;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info(`received ${signal}, shutting down`);
    void close();
  };
  const close = (timeoutMs = settings.shutdownTimeoutMs ?? 5000) => {
    closing ??= (async () => {
      // A second signal is not caught any more: it ends the process at once.
      for (const signal of signals) process.off(signal, onSignal);
      retry.close();
      await watcher?.close();
      await mci.close({ timeoutMs });
      await http?.close();
      await release();
      logger.debug('stopped');
    })()
      .catch((error: unknown) => {
        logger.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(markClosed);
    return closing;
  };
  if (settings.handleSignals !== false) for (const signal of signals) process.on(signal, onSignal);
  stdioEnded?.then(() => {
    if (closing === undefined) logger.info('the client closed the connection, shutting down');
    // Nobody is left to read the answers: running calls are cancelled at once.
    void close(0);
  });

  return { mci, url: http?.url, close: () => close(), closed };
}

/** The token verifiers with the API keys of `file` added, when there is a file. */
async function withApiKeys(
  verifiers: readonly TokenVerifier[] | undefined,
  file: string | undefined,
  cwd: string,
): Promise<{ tokenVerifiers?: readonly TokenVerifier[] }> {
  if (file === undefined) return verifiers === undefined ? {} : { tokenVerifiers: verifiers };
  const keys = await loadApiKeys(path.resolve(cwd, file));
  return { tokenVerifiers: [...(verifiers ?? []), createApiKeyVerifier(keys)] };
}

function shownPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : `./${relative}`;
}
