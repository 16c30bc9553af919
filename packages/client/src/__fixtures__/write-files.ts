import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes files under `root`; objects are written as pretty JSON, strings as they are. */
export async function writeFiles(
  root: string,
  files: Readonly<Record<string, string | object>>,
): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(root, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
}
