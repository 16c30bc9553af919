import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Tool } from '@mci/client';
import {
  createMciMcpServer,
  type HttpServeSettings,
  loadCodeMode,
  type MciMcpServer,
  type MciMcpServerOptions,
  type RateLimitSettings,
  type ToolSearchSettings,
} from '@mci/mcp-server';
import {
  defaultAutoSearchTokens,
  describeToolsMode,
  toMcpTool,
  unenforcedScopesWarning,
} from '@mci/mcp-server/host';
import type { ExecutorV1, Logger } from '@mci/schema';
import { ClientLoader } from './client-loader.js';
import { createDefaultExecutors } from './create-default-executors.js';
import { describeDiagnostic } from './describe-load-error.js';
import { httpServeSettings } from './http-serve-settings.js';
import { dotenvCandidates } from './load-dotenv.js';
import { createLogger } from './logger.js';
import { openServerServices, type ServerServices } from './open-server-services.js';
import { openTransport } from './open-transport.js';
import { retryUnavailableServers } from './retry-unavailable-servers.js';
import { shutDownOnce } from './shut-down-once.js';
import { type ReloadWatcher, watchAndReload } from './watch-and-reload.js';

export interface StartMciMcpServerSettings {
  /** The main MCI file (JSON or YAML). */
  mainFilePath: string;
  /** One more `.env` file, relative to `cwd` (see `loadDotenv`). */
  envFile?: string;
  /** Folder relative paths are resolved against and shown from. Default `process.cwd()`. */
  cwd?: string;
  /** The real environment, which wins over `.env` files. Default `process.env`. */
  processEnv?: Readonly<Record<string, string | undefined>>;
  /** Only tools this keeps are served. */
  filter?: (tool: Tool) => boolean;
  /**
   * All tools in `tools/list` (default), search mode with pinned tools, or code mode with the limits of a
   * run in `codeMode` (see `ToolSearchSettings`).
   */
  toolSearch?: ToolSearchSettings;
  /**
   * Tools annotated `destructiveHint: true` run only once the person at the client confirmed them through
   * MCP elicitation (see `MciMcpServerOptions.confirmDestructive`). Default false.
   */
  confirmDestructive?: boolean;
  /** Default `stdio`. */
  transport?: 'stdio' | 'http';
  /**
   * Settings of the `http` transport, among them who may call: `authToken`, `oauth` (JWT access tokens of
   * identity providers), `tokenVerifiers` (your own), `publicUrl`.
   */
  http?: Omit<HttpServeSettings, 'logger' | 'auditLog'>;
  /** A file of hashed API keys with names and scopes, accepted over HTTP. */
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
  const mainFilePath = path.resolve(cwd, settings.mainFilePath);
  const logger = settings.logger ?? createLogger();
  // Code mode names its optional package before anything starts, not at the first call.
  if (settings.toolSearch?.mode === 'code') await loadCodeMode();
  const loader = new ClientLoader({
    ...settings,
    mainFilePath,
    cwd,
    executors: settings.executors ?? createDefaultExecutors,
  });
  const services = await openServerServices(settings, logger, loader);
  for (const warning of services.client.warnings) logger.warn(describeDiagnostic(warning));
  for (const file of loader.envFiles) logger.debug(`read environment from ${file}`);
  const mci = createMciMcpServer(services.client, serverOptions(settings, logger, services));
  let reloadFailed = false;
  const transport = await httpServeSettings(settings.http, settings.apiKeysFile, cwd, services.auditLog)
    .then((http) => openTransport(mci, { ...settings, http }, logger, () => !reloadFailed))
    .catch(async (error) => {
      await mci.close();
      await services.release();
      throw error;
    });
  const count = mci.tools().length;
  const where = `${shownPath(cwd, mainFilePath)} over ${transport.shown}`;
  logger.info(`serving ${count} tool${count === 1 ? '' : 's'} from ${where}`);
  const { mode = 'all', autoSearchTokens = defaultAutoSearchTokens } = settings.toolSearch ?? {};
  logger.info(describeToolsMode(mode, mci.tools().map(toMcpTool), autoSearchTokens));
  if (settings.http !== undefined) warnOfUnenforcedScopes(settings, mci.tools(), logger);
  const watcher =
    settings.watch !== true
      ? undefined
      : await startWatching(mci, loader, settings, logger, (error) => {
          reloadFailed = error !== undefined;
        });
  const retry = retryUnavailableServers({ mci, load: () => loader.load(), logger });
  const { close, closed } = shutDownOnce({
    logger,
    handleSignals: settings.handleSignals !== false,
    stdioEnded: transport.stdioEnded,
    stop: async (immediate) => {
      retry.close();
      await watcher?.close();
      // Once the stdio client is gone, nobody is left to read the answers: running calls end at once.
      await mci.close({ timeoutMs: immediate ? 0 : (settings.shutdownTimeoutMs ?? 5000) });
      await transport.http?.close();
      await services.release();
    },
  });
  return { mci, url: transport.http?.url, close, closed };
}

function serverOptions(
  settings: StartMciMcpServerSettings,
  logger: Logger,
  services: ServerServices,
): MciMcpServerOptions {
  return {
    logger,
    ...(services.auditLog !== undefined && { auditLog: services.auditLog }),
    ...(services.rateLimiter !== undefined && { rateLimiter: services.rateLimiter }),
    ...(settings.filter !== undefined && { filter: settings.filter }),
    ...(settings.toolSearch !== undefined && { toolSearch: settings.toolSearch }),
    ...(settings.confirmDestructive !== undefined && { confirmDestructive: settings.confirmDestructive }),
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.version !== undefined && { version: settings.version }),
  };
}

/** Reloads on changes of the main file, the files it loaded and the `.env` files (found or not yet). */
async function startWatching(
  mci: MciMcpServer,
  loader: ClientLoader,
  settings: StartMciMcpServerSettings,
  logger: Logger,
  onReload: (error?: unknown) => void,
): Promise<ReloadWatcher> {
  const mainFilePath = path.resolve(settings.cwd ?? process.cwd(), settings.mainFilePath);
  const watcher = watchAndReload({
    mci,
    load: () => loader.load(),
    extraFiles: () => [mainFilePath, ...dotenvCandidates(mainFilePath), ...loader.envFiles],
    logger,
    onReload,
    ...(settings.watchDebounceMs !== undefined && { debounceMs: settings.watchDebounceMs }),
  });
  await watcher.ready;
  logger.info('watching the MCI files for changes');
  return watcher;
}

function shownPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : `./${relative}`;
}

/** Over HTTP without a check of who calls, `requiredScopes` protect nothing: say so at start-up. */
function warnOfUnenforcedScopes(
  settings: StartMciMcpServerSettings,
  tools: readonly Tool[],
  logger: Logger,
): void {
  const identityChecked =
    settings.http?.oauth !== undefined ||
    settings.apiKeysFile !== undefined ||
    (settings.http?.tokenVerifiers?.length ?? 0) > 0;
  const warning = unenforcedScopesWarning(tools, identityChecked);
  if (warning !== undefined) logger.warn(warning);
}
