import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempDir {
  /** Real absolute path of the folder (symlinks such as /tmp resolved). */
  readonly path: string;
  /** Removes the folder and everything in it. */
  remove(): Promise<void>;
}

/** Creates an empty folder under the system temp folder; call `remove()` in `afterEach`/`afterAll`. */
export async function createTempDir(prefix = 'mci-test-'): Promise<TempDir> {
  const created = await realpath(await mkdtemp(path.join(tmpdir(), prefix)));
  return {
    path: created,
    remove: () => rm(created, { recursive: true, force: true }),
  };
}
