import { existsSync, type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MCIClient } from '@mci/client';
import { describeDiagnostic, describeLoadError, type Logger, silentLogger } from '@mci/runtime';
import type { MciMcpServer } from './create-mci-mcp-server.js';

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

/** The endings of the files a folder toolset loads. */
const toolsetExtensions = ['.mci.json', '.mci.yaml', '.mci.yml'];

/**
 * Watches the main file, every file the client read (`client.files`) and the extra files. After a change
 * (debounced, and only when some content really changed) it loads again and swaps the client in with
 * `mci.setClient`, which sends `notifications/tools/list_changed`. When the new files are broken, the old
 * tools stay served and each problem is logged on one line. A new `.mci.json`, `.mci.yaml` or `.mci.yml`
 * file in a watched folder (a file added to a folder toolset) reloads too.
 */
export function watchAndReload(settings: WatchAndReloadSettings): ReloadWatcher {
  const { mci, load } = settings;
  const logger = settings.logger ?? silentLogger;
  const debounceMs = settings.debounceMs ?? 150;
  const watchers = new Map<string, FSWatcher>();
  let watched = new Set(filesOf(mci.client));
  let snapshot = new Map<string, string | undefined>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pending = false;
  let closed = false;
  let fileAdded = false;

  const onEvent = (folder: string, name: string | null) => {
    if (name === null) {
      schedule(); // the platform did not say which file: the contents decide
      return;
    }
    const file = path.join(folder, name);
    if (watched.has(file)) {
      schedule();
    } else if (toolsetExtensions.some((extension) => file.endsWith(extension)) && existsSync(file)) {
      // A new file in a watched folder may belong to a folder toolset: load again even though no
      // known file changed.
      fileAdded = true;
      schedule();
    }
  };

  // Folders, not files: a file watcher misses a file that does not exist yet (a new `.env.mci`) and
  // one that an editor replaces by renaming; events for other files in the folders are dropped.
  // `fs.watch` is in place when it returns, so a folder a reload brings in is watched before clients
  // hear of the new tools.
  function watchFolders(folders: Iterable<string>): void {
    for (const folder of folders) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, (_event, name) => onEvent(folder, name));
        watcher.on('error', (error) => logger.warn(`watching ${folder} failed: ${describe(error)}`));
        watchers.set(folder, watcher);
      } catch (error) {
        logger.warn(`watching ${folder} failed: ${describe(error)}`);
      }
    }
  }

  function unwatchFoldersBut(keep: ReadonlySet<string>): void {
    for (const [folder, watcher] of watchers) {
      if (keep.has(folder)) continue;
      watcher.close();
      watchers.delete(folder);
    }
  }

  // The contents first (closest to the load), then the watchers; a change made before they were in
  // place shows up when the contents are read again.
  const ready = (async () => {
    snapshot = await takeSnapshot([...watched]);
    watchFolders(existingFolders(watched));
    if (!sameSnapshot(await takeSnapshot([...watched]), snapshot)) schedule();
  })();

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
    await ready;
    const now = await takeSnapshot([...snapshot.keys()]);
    const added = fileAdded;
    fileAdded = false;
    if (!added && sameSnapshot(now, snapshot)) {
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
    // Watch the new set of files before announcing it; contents read before the load stand for what
    // was loaded, so a change made meanwhile still counts as a change.
    const files = filesOf(client);
    const folders = existingFolders(files);
    watchFolders(folders);
    const fresh = await takeSnapshot(files.filter((file) => !now.has(file)));
    snapshot = new Map(files.map((file) => [file, now.has(file) ? now.get(file) : fresh.get(file)]));
    watched = new Set(files);
    await mci.setClient(client);
    unwatchFoldersBut(folders);
    const after = mci.tools().length;
    logger.info(`reloaded: serving ${after} tool${after === 1 ? '' : 's'} (was ${before})`);
    settings.onReload?.();
  }

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      unwatchFoldersBut(new Set());
      await running;
    },
  };
}

/** The folders of the files that exist now (a folder made later is watched from the next reload on). */
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
