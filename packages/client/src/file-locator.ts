import { MciFileError, type ParsedMciFile, parseMainFile } from '@mci/schema';
import { readMciFile } from './read-mci-file.js';

type JsonPath = ReadonlyArray<string | number>;

/** A file that positions can be looked up in. */
export interface FileLocator {
  readonly filePath: string | undefined;
  locate(path: JsonPath): { line: number; column: number } | undefined;
  /**
   * What a loaded tool keeps for positions asked after the load, when this locator holds the file's
   * text: a locator that reads the file again when asked. Absent: this locator is light enough to keep.
   */
  readonly lasting?: FileLocator;
}

/** The locator of a file read at load: its positions now, and a lasting one that does not hold its text. */
export function createFileLocator(parsed: ParsedMciFile<unknown>): FileLocator {
  const { filePath, locate } = parsed;
  if (filePath === undefined) return { filePath, locate };
  return { filePath, locate, lasting: createRereadingLocator(filePath) };
}

/** For documents without positions, such as MCP caches handed over as values. */
export function createUnpositionedLocator(filePath: string | undefined): FileLocator {
  return { filePath, locate: () => undefined };
}

/**
 * Reads and parses the file again for each position asked (rare: a call that failed on a missing env
 * variable). The positions are those of the file as it is then; none when it no longer parses. Any MCI
 * file parses as a main file (a toolset file's fields are a subset).
 */
function createRereadingLocator(filePath: string): FileLocator {
  const locate = (path: JsonPath) => {
    try {
      return readMciFile(filePath, parseMainFile).locate(path);
    } catch (error) {
      if (MciFileError.isInstance(error)) return undefined;
      throw error;
    }
  };
  return { filePath, locate };
}
