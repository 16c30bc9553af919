import { documentedExecutionSchema } from './known-execution-schemas.js';
import { createMainFileSchema } from './main-file-schema.js';
import { createToolSchema } from './tool-schema.js';
import { createToolsetFileSchema } from './toolset-file-schema.js';

/**
 * The file schemas with `execution` as the union of the known types (plus custom types): the source of the
 * JSON Schema, and what unknown-field warnings are checked against.
 */
export const documentedToolSchema = createToolSchema(documentedExecutionSchema);
export const documentedMainFileSchema = createMainFileSchema(documentedToolSchema);
export const documentedToolsetFileSchema = createToolsetFileSchema(documentedToolSchema);
