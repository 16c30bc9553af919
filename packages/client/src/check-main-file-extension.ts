import path from 'node:path';
import { MciFileError } from '@mci/schema';

const SUPPORTED = ['.json', '.yaml', '.yml'];

/** Refuses a main file whose extension is not `.json`, `.yaml` or `.yml` (in any case). */
export function checkMainFileExtension(filePath: string): void {
  const extension = path.extname(filePath);
  if (SUPPORTED.includes(extension.toLowerCase())) return;
  const found = extension === '' ? 'no extension' : `the extension "${extension}"`;
  const message = `the main file has ${found}; supported extensions are .json, .yaml and .yml`;
  throw new MciFileError({
    filePath,
    diagnostics: [{ severity: 'error', code: 'FILE_EXTENSION_UNSUPPORTED', filePath, message }],
  });
}
