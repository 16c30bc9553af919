import { documentedMainFileSchema } from './documented-schemas.js';
import { type MciMainFile, mainFileSchema } from './main-file-schema.js';
import type { ParsedMciFile, ParseMciFileOptions } from './parsed-mci-file.js';
import { validateMciText } from './validate-mci-document.js';

/**
 * Parses the text of a main MCI file (JSON or YAML). Throws `MciFileError` with every syntax and schema
 * error, each with file, line, column and JSON path; returns warnings for unknown fields.
 */
export function parseMainFile(text: string, options: ParseMciFileOptions = {}): ParsedMciFile<MciMainFile> {
  return validateMciText(text, options, { schema: mainFileSchema, documented: documentedMainFileSchema });
}
