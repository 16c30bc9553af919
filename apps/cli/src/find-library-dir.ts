import { existsSync } from 'node:fs';
import path from 'node:path';
import { readMciDocument } from './read-mci-document.js';

/** The `libraryDir` of the main file (default `./mci`), absolute; the default when the file does not exist. */
export async function findLibraryDir(schemaFilePath: string): Promise<string> {
  const document = existsSync(schemaFilePath)
    ? ((await readMciDocument(schemaFilePath).catch(() => undefined)) as { libraryDir?: unknown } | undefined)
    : undefined;
  const libraryDir = typeof document?.libraryDir === 'string' ? document.libraryDir : './mci';
  return path.resolve(path.dirname(schemaFilePath), libraryDir);
}
