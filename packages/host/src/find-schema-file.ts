import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The names looked for, in order. */
export const schemaFileNames: readonly string[] = ['mci.json', 'mci.yaml', 'mci.yml'];

/** The absolute path of the first of `mci.json`, `mci.yaml`, `mci.yml` that is a file in `cwd`, if any. */
export async function findSchemaFile(cwd: string = process.cwd()): Promise<string | undefined> {
  for (const name of schemaFileNames) {
    const candidate = path.resolve(cwd, name);
    const stats = await stat(candidate).catch(() => undefined);
    if (stats?.isFile()) return candidate;
  }
  return undefined;
}
