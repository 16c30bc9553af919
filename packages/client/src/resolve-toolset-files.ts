import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { listToolsetNames } from './list-toolset-names.js';
import { ToolsetNotFoundError } from './toolset-not-found-error.js';
import { ToolsetOutsideLibraryError } from './toolset-outside-library-error.js';

const extensions = ['.mci.json', '.mci.yaml', '.mci.yml'] as const;

export interface ResolvedToolset {
  /** Absolute paths of the toolset's files (sorted for a folder). */
  readonly files: readonly string[];
  readonly isDirectory: boolean;
}

/**
 * Finds a toolset in the library folder: the folder `{name}/` (all its `.mci.json`, `.mci.yaml` and
 * `.mci.yml` files), the file `{name}`, then `{name}.mci.json`, `.mci.yaml`, `.mci.yml`. Names and symlinks
 * that lead outside the library folder are refused.
 */
export async function resolveToolsetFiles(libraryDir: string, name: string): Promise<ResolvedToolset> {
  const candidate = path.resolve(libraryDir, name);
  if (!name.trim() || path.isAbsolute(name) || !isInside(candidate, libraryDir)) {
    throw new ToolsetOutsideLibraryError({ toolsetName: name, libraryDir });
  }
  const realLibrary = await realpath(libraryDir).catch(() => undefined);
  if (realLibrary === undefined) throw new ToolsetNotFoundError({ toolsetName: name, libraryDir });
  const checked = async (file: string): Promise<string> => {
    const target = await realpath(file);
    if (!isInside(target, realLibrary)) {
      throw new ToolsetOutsideLibraryError({ toolsetName: name, libraryDir, link: { path: file, target } });
    }
    return file;
  };

  const kind = await kindOf(candidate);
  if (kind === 'directory') {
    await checked(candidate);
    const entries = (await readdir(candidate)).filter((entry) =>
      extensions.some((ext) => entry.endsWith(ext)),
    );
    const files: string[] = [];
    for (const entry of entries.sort()) {
      const file = path.join(candidate, entry);
      if ((await kindOf(file)) === 'file') files.push(await checked(file));
    }
    return { files, isDirectory: true };
  }
  if (kind === 'file') return { files: [await checked(candidate)], isDirectory: false };
  for (const extension of extensions) {
    const file = `${candidate}${extension}`;
    if ((await kindOf(file)) === 'file') return { files: [await checked(file)], isDirectory: false };
  }
  const available = await listToolsetNames(libraryDir);
  throw new ToolsetNotFoundError({ toolsetName: name, libraryDir, available });
}

async function kindOf(file: string): Promise<'file' | 'directory' | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (stats?.isDirectory()) return 'directory';
  return stats?.isFile() ? 'file' : undefined;
}

function isInside(target: string, directory: string): boolean {
  const relative = path.relative(directory, target);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}
