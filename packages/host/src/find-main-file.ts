import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The names looked for, in order. */
export const mainFileNames: readonly string[] = ['mci.json', 'mci.yaml', 'mci.yml'];

/** The absolute path of the first of `mci.json`, `mci.yaml`, `mci.yml` that is a file in `cwd`, if any. */
export async function findMainFile(cwd: string = process.cwd()): Promise<string | undefined> {
  for (const name of mainFileNames) {
    const candidate = path.resolve(cwd, name);
    const stats = await stat(candidate).catch(() => undefined);
    if (stats?.isFile()) return candidate;
  }
  return undefined;
}
