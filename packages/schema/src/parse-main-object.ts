import { documentedMainFileSchema } from './documented-schemas.js';
import { type MciMainFile, mainFileSchema } from './main-file-schema.js';
import type { ParsedMciFile } from './parsed-mci-file.js';
import { validateMciValue } from './validate-mci-document.js';

/**
 * Validates a main file given as an object (no text, so no positions). Throws `MciFileError` with
 * every error; returns warnings for unknown fields.
 */
export function parseMainObject(value: unknown): ParsedMciFile<MciMainFile> {
  return validateMciValue(
    value,
    undefined,
    { schema: mainFileSchema, documented: documentedMainFileSchema },
    undefined,
  );
}
