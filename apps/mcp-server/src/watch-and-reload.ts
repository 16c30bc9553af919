import { existsSync, type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MCIClient } from '@mci/client';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { describeDiagnostic, describeLoadError } from './describe-load-error.js';
import { type Logger, silentLogger } from './logger.js';

export interface WatchAndReloadSettings {
  mci: MciMcpServer;
  /** Loads the files again (a new client with fresh executors). */
  load: () => Promise<MCIClient>;
  /** Files to watch besides `mci.client.files`: the main file, `.env` files (they may not exist yet). */
  extraFiles: () => readonly string[];
  /** Quiet time after the last change before reloading. Default 150 ms. */
  debounceMs?: number;
  logger?: Logger;
  /** Called after every reload attempt, with the error when it failed. */
  onReload?: (error?: unknown) => void;
}

export interface ReloadWatcher {
  /** Resolves once the watcher is watching and has read the files it compares changes against. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches the main file, every file the client read (`client.files`) and the extra files. After a change
 * (debounced, and only when some content really changed) it loads again and swaps the client in with
 * `mci.setClient`, which sends `notifications/tools/list_changed`. When the new files are broken, the old
 * tools stay served and each problem is logged on one line.
 */
export function watchAndReload(settings: WatchAndReloadSettings): ReloadWatcher {
  const { mci, load } = settings;
  const logger = settings.logger ?? silentLogger;
  const debounceMs = settings.debounceMs ?? 150;
  let watched = new Set(filesOf(mci.client));
  let directories = existingFolders(watched);
  let snapshot = new Map<string, string | undefined>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pending = false;
  let closed = false;

  // Folders, not files: a file watcher misses a file that does not exist yet (a new `.env.mci`) and
  // one that an editor replaces by renaming; events for other files in the folders are dropped.
  // `fs.watch` is in place when it returns, so no change made after a reload can slip through.
  const watchers = new Map<string, FSWatcher>();
  for (const folder of directories) watchFolder(folder);
  const firstSnapshot = takeSnapshot([...watched]).then((taken) => {
    snapshot = taken;
  });

  function watchFolder(folder: string) {
    try {
      const watcher = watch(folder, (_event, name) => {
        if (name === null || watched.has(path.join(folder, name))) schedule();
      });
      watcher.on('error', (error) => logger.warn(`watching ${folder} failed: ${describe(error)}`));
      watchers.set(folder, watcher);
    } catch (error) {
      logger.warn(`watching ${folder} failed: ${describe(error)}`);
    }
  }

  function unwatchFolder(folder: string) {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  }

  function filesOf(client: MCIClient): string[] {
    return [...new Set([...settings.extraFiles(), ...client.files].map((file) => path.resolve(file)))];
  }

  function schedule() {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running !== undefined) {
        pending = true;
        return;
      }
      running = reload().finally(() => {
        running = undefined;
        if (pending && !closed) {
          pending = false;
          schedule();
        }
      });
    }, debounceMs);
  }

  async function reload() {
    await firstSnapshot;
    // Taken before loading: a change made while the load runs must still differ from it afterwards.
    const now = await takeSnapshot(filesOf(mci.client));
    if (sameSnapshot(now, snapshot)) {
      logger.debug('files touched without changes; nothing to reload');
      return;
    }
    const before = mci.tools().length;
    let client: MCIClient;
    try {
      client = await load();
    } catch (error) {
      snapshot = now;
      logger.error(`reload failed; still serving the previous ${before} tool${before === 1 ? '' : 's'}:`);
      for (const line of describeLoadError(error)) logger.error(line);
      settings.onReload?.(error);
      return;
    }
    if (closed) {
      await client.close();
      return;
    }
    for (const warning of client.warnings) logger.warn(describeDiagnostic(warning));
    // The new snapshot is complete before the swap announces the change, so an edit made in answer
    // to that announcement is never mistaken for content already loaded.
    const files = filesOf(client);
    const added = await takeSnapshot(files.filter((file) => !now.has(file)));
    snapshot = new Map(files.map((file) => [file, now.has(file) ? now.get(file) : added.get(file)]));
    const nextDirectories = existingFolders(files);
    for (const folder of nextDirectories) if (!directories.has(folder)) watchFolder(folder);
    for (const folder of directories) if (!nextDirectories.has(folder)) unwatchFolder(folder);
    watched = new Set(files);
    directories = nextDirectories;
    await mci.setClient(client);
    const after = mci.tools().length;
    logger.info(`reloaded: serving ${after} tool${after === 1 ? '' : 's'} (was ${before})`);
    settings.onReload?.();
  }

  return {
    ready: firstSnapshot,
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const folder of [...watchers.keys()]) unwatchFolder(folder);
      await running;
    },
  };
}

/** The folders of the files that exist now (a folder made later is picked up at the next reload). */
function existingFolders(files: Iterable<string>): Set<string> {
  return new Set([...files].map((file) => path.dirname(file)).filter((folder) => existsSync(folder)));
}

async function takeSnapshot(files: readonly string[]): Promise<Map<string, string | undefined>> {
  const contents = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => undefined)));
  return new Map(files.map((file, index) => [file, contents[index]]));
}

function sameSnapshot(
  a: ReadonlyMap<string, string | undefined>,
  b: ReadonlyMap<string, string | undefined>,
) {
  return a.size === b.size && [...a].every(([file, content]) => b.has(file) && b.get(file) === content);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
