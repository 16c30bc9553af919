import { documentedToolsetFileSchema } from './documented-schemas.js';
import type { ParsedMciFile, ParseMciFileOptions } from './parsed-mci-file.js';
import { type ToolsetFile, toolsetFileSchema } from './toolset-file-schema.js';
import { validateMciText } from './validate-mci-document.js';

/**
 * Parses the text of a toolset file of the library folder (JSON or YAML): `tools` is required and the
 * main-file settings are refused. Throws `MciFileError` with every error; returns warnings.
 */
export function parseToolsetFile(
  text: string,
  options: ParseMciFileOptions = {},
): ParsedMciFile<ToolsetFile> {
  return validateMciText(text, options, {
    schema: toolsetFileSchema,
    documented: documentedToolsetFileSchema,
  });
}
