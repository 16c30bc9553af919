import path from 'node:path';
import type { Tool } from '@mci/client';
import {
  createMciMcpServer,
  loadCodeMode,
  type MciMcpServer,
  type MciMcpServerOptions,
} from '@mci/mcp-server';
import {
  defaultAutoSearchTokens,
  describeToolsMode,
  toMcpTool,
  unenforcedScopesWarning,
} from '@mci/mcp-server/host';
import type { Logger } from '@mci/schema';
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
import type { RunningMciMcpServer, StartMciMcpServerSettings } from './start-mci-mcp-server.js';
import { type ReloadWatcher, watchAndReload } from './watch-and-reload.js';

/** What `startMciMcpServer` does, in a module of its own so that only serving loads the server library. */
export async function serveMainFile(settings: StartMciMcpServerSettings): Promise<RunningMciMcpServer> {
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
