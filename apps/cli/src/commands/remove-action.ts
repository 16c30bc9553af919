import { existsSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import { findLibraryDir } from '../find-library-dir.js';
import { resolveMainFile } from '../resolve-main-file.js';
import type { SchemaOptions } from '../schema-options.js';
import { removeToolsetEntry } from './remove-toolset-entry.js';

export interface RemoveOptions extends SchemaOptions {
  /** `--no-delete`: keep the toolset file, only drop its entry. */
  delete: boolean;
}

const EXTENSIONS = ['.mci.json', '.mci.yaml', '.mci.yml'];

/** `mci remove`: the opposite of `mci import` and `mci add`. */
export async function removeAction(context: CliContext, name: string, options: RemoveOptions): Promise<void> {
  const { output } = context;
  const schemaFilePath = await resolveMainFile(options, output.io);
  const where = path.relative(output.io.cwd, schemaFilePath) || schemaFilePath;
  const libraryDir = await findLibraryDir(schemaFilePath);
  const file = options.delete ? toolsetFile(libraryDir, name) : undefined;
  const edit = removeToolsetEntry(await readFile(schemaFilePath, 'utf8'), name);
  if (edit.removed === 0 && file === undefined) {
    throw new CliCommandError({
      reason: `No toolset ${name} in ${where} nor a file of that name in ${path.relative(output.io.cwd, libraryDir) || libraryDir}; mci list shows the toolsets in its SOURCE column.`,
    });
  }
  if (edit.removed > 0) {
    await writeFile(schemaFilePath, edit.text);
    output.line(`${output.colors.green('Removed')} toolset ${name} from ${where}.`);
  }
  if (file !== undefined) {
    await rm(file);
    output.line(`${output.colors.green('Deleted')} ${path.relative(output.io.cwd, file) || file}.`);
  }
}

/** The toolset's file in the library folder (a folder of toolset files is never deleted). */
function toolsetFile(libraryDir: string, name: string): string | undefined {
  const base = path.resolve(libraryDir, name);
  const relative = path.relative(libraryDir, base);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const candidates = [base, ...EXTENSIONS.map((extension) => `${base}${extension}`)];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}
