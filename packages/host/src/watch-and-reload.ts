import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MCIClient } from '@mci/client';
import type { MciMcpServer } from '@mci/mcp-server';
import { type Logger, silentLogger } from '@mci/schema';
import { DebouncedTask } from './debounced-task.js';
import { describeDiagnostic, describeLoadError } from './describe-load-error.js';
import { existingFolders, type FileSnapshot, sameSnapshot, takeSnapshot } from './file-snapshot.js';
import { FolderWatchers } from './folder-watchers.js';

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
  return new Reloader(settings);
}

class Reloader implements ReloadWatcher {
  readonly ready: Promise<void>;
  readonly #settings: WatchAndReloadSettings;
  readonly #logger: Logger;
  readonly #task: DebouncedTask;
  readonly #folders: FolderWatchers;
  #watched: Set<string>;
  #snapshot: FileSnapshot = new Map();
  #closed = false;
  #fileAdded = false;

  constructor(settings: WatchAndReloadSettings) {
    this.#settings = settings;
    this.#logger = settings.logger ?? silentLogger;
    this.#task = new DebouncedTask(() => this.#reload(), settings.debounceMs ?? 150);
    this.#folders = new FolderWatchers((folder, name) => this.#onEvent(folder, name), this.#logger);
    this.#watched = new Set(this.#filesOf(settings.mci.client));
    this.ready = this.#start();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#folders.keepOnly(new Set());
    await this.#task.close();
  }

  // The contents first (closest to the load), then the watchers; a change made before they were in
  // place shows up when the contents are read again.
  async #start(): Promise<void> {
    this.#snapshot = await takeSnapshot([...this.#watched]);
    this.#folders.watch(existingFolders(this.#watched));
    if (!sameSnapshot(await takeSnapshot([...this.#watched]), this.#snapshot)) this.#task.schedule();
  }

  // Events for other files in the watched folders are dropped, but for a new toolset file.
  #onEvent(folder: string, name: string | null): void {
    if (name === null) {
      this.#task.schedule(); // the platform did not say which file: the contents decide
      return;
    }
    const file = path.join(folder, name);
    if (this.#watched.has(file)) {
      this.#task.schedule();
    } else if (toolsetExtensions.some((extension) => file.endsWith(extension)) && existsSync(file)) {
      // A new file in a watched folder may belong to a folder toolset: load again even though no
      // known file changed.
      this.#fileAdded = true;
      this.#task.schedule();
    }
  }

  #filesOf(client: MCIClient): string[] {
    const files = [...this.#settings.extraFiles(), ...client.files].map((file) => path.resolve(file));
    return [...new Set(files)];
  }

  async #reload(): Promise<void> {
    await this.ready;
    const now = await takeSnapshot([...this.#snapshot.keys()]);
    const added = this.#fileAdded;
    this.#fileAdded = false;
    if (!added && sameSnapshot(now, this.#snapshot)) {
      this.#logger.debug('files touched without changes; nothing to reload');
      return;
    }
    const before = this.#settings.mci.tools().length;
    let client: MCIClient;
    try {
      client = await this.#settings.load();
    } catch (error) {
      this.#snapshot = now;
      this.#reportFailure(error, before);
      return;
    }
    if (this.#closed) await client.close();
    else await this.#swapIn(client, now, before);
  }

  #reportFailure(error: unknown, before: number): void {
    this.#logger.error(`reload failed; still serving the previous ${before} tool${before === 1 ? '' : 's'}:`);
    for (const line of describeLoadError(error)) this.#logger.error(line);
    this.#settings.onReload?.(error);
  }

  // Watch the new set of files before announcing it; contents read before the load stand for what was
  // loaded, so a change made meanwhile still counts as a change.
  async #swapIn(client: MCIClient, now: FileSnapshot, before: number): Promise<void> {
    const { mci } = this.#settings;
    for (const warning of client.warnings) this.#logger.warn(describeDiagnostic(warning));
    const files = this.#filesOf(client);
    const folders = existingFolders(files);
    this.#folders.watch(folders);
    const fresh = await takeSnapshot(files.filter((file) => !now.has(file)));
    this.#snapshot = new Map(files.map((file) => [file, now.has(file) ? now.get(file) : fresh.get(file)]));
    this.#watched = new Set(files);
    await mci.setClient(client);
    this.#folders.keepOnly(folders);
    const after = mci.tools().length;
    this.#logger.info(`reloaded: serving ${after} tool${after === 1 ? '' : 's'} (was ${before})`);
    this.#settings.onReload?.();
  }
}
