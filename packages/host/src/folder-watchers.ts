import { type FSWatcher, watch } from 'node:fs';
import type { Logger } from '@mci/schema';

/**
 * `fs.watch` on folders, not files: a file watcher misses a file that does not exist yet (a new
 * `.env.mci`) and one that an editor replaces by renaming. A watcher is in place when `watch` returns.
 */
export class FolderWatchers {
  readonly #watchers = new Map<string, FSWatcher>();
  readonly #onEvent: (folder: string, name: string | null) => void;
  readonly #logger: Logger;

  constructor(onEvent: (folder: string, name: string | null) => void, logger: Logger) {
    this.#onEvent = onEvent;
    this.#logger = logger;
  }

  /** Watches each folder not watched yet; a folder that cannot be watched is logged and skipped. */
  watch(folders: Iterable<string>): void {
    for (const folder of folders) {
      if (this.#watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, (_event, name) => this.#onEvent(folder, name));
        watcher.on('error', (error) => this.#warn(folder, error));
        this.#watchers.set(folder, watcher);
      } catch (error) {
        this.#warn(folder, error);
      }
    }
  }

  /** Stops watching every folder not in `keep`. */
  keepOnly(keep: ReadonlySet<string>): void {
    for (const [folder, watcher] of this.#watchers) {
      if (keep.has(folder)) continue;
      watcher.close();
      this.#watchers.delete(folder);
    }
  }

  #warn(folder: string, error: unknown): void {
    this.#logger.warn(`watching ${folder} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
