import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The contents of files (undefined: unreadable or missing), to tell a real change from a touch. */
export type FileSnapshot = ReadonlyMap<string, string | undefined>;

export async function takeSnapshot(files: readonly string[]): Promise<Map<string, string | undefined>> {
  const contents = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => undefined)));
  return new Map(files.map((file, index) => [file, contents[index]]));
}

export function sameSnapshot(a: FileSnapshot, b: FileSnapshot): boolean {
  return a.size === b.size && [...a].every(([file, content]) => b.has(file) && b.get(file) === content);
}

/** The folders of the files that exist now (a folder made later is watched from the next reload on). */
export function existingFolders(files: Iterable<string>): Set<string> {
  return new Set([...files].map((file) => path.dirname(file)).filter((folder) => existsSync(folder)));
}
