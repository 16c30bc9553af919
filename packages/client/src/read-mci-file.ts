import { readFileSync } from 'node:fs';
import { MciFileError, type ParsedMciFile } from '@mci/schema';
import { detectFormat } from '@mci/schema/internal';

type Parse<T> = (text: string, options: { filePath: string; format: 'json' | 'yaml' }) => ParsedMciFile<T>;

/**
 * Reads and parses an MCI file (JSON or YAML by extension); throws `MciFileError` for every problem. The
 * read is synchronous, like the parse after it: through libuv's thread pool a small file takes four round
 * trips, many times a synchronous read (figures in BENCHMARKS.md), and reading the files of a load one at a
 * time keeps its peak memory lower than holding all of them at once.
 */
export function readMciFile<T>(filePath: string, parse: Parse<T>): ParsedMciFile<T> {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'this is a folder; expected an MCI file (.json, .yaml or .yml)'
          : `cannot read the file (${code ?? 'unknown error'})`;
    throw new MciFileError(
      { filePath, diagnostics: [{ severity: 'error', code: 'FILE_UNREADABLE', filePath, message }] },
      {
        cause: error,
      },
    );
  }
  return parse(text, { filePath, format: detectFormat(filePath) });
}
