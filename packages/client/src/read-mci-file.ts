import { readFile } from 'node:fs/promises';
import { detectFormat, MciFileError, type ParsedMciFile } from '@mci/schema';

type Parse<T> = (text: string, options: { filePath: string; format: 'json' | 'yaml' }) => ParsedMciFile<T>;

/** Reads and parses an MCI file (JSON or YAML by extension); throws `MciFileError` for every problem. */
export async function readMciFile<T>(filePath: string, parse: Parse<T>): Promise<ParsedMciFile<T>> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'this is a folder; expected an MCI file (.json, .yaml or .yml)'
          : `cannot read the file (${code ?? 'unknown error'})`;
    throw new MciFileError(
      { filePath, diagnostics: [{ severity: 'error', code: 'file-unreadable', filePath, message }] },
      {
        cause: error,
      },
    );
  }
  return parse(text, { filePath, format: detectFormat(filePath) });
}
