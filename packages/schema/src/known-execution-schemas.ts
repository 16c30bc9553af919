import * as z from 'zod';
import { cliExecutionSchema } from './cli-execution-schema.js';
import { fileExecutionSchema } from './file-execution-schema.js';
import { httpExecutionSchema } from './http-execution-schema.js';
import { mcpExecutionSchema } from './mcp-execution-schema.js';
import { textExecutionSchema } from './text-execution-schema.js';

/** The execution types of the spec, with their schemas. */
export const knownExecutionSchemas = {
  http: httpExecutionSchema,
  cli: cliExecutionSchema,
  file: fileExecutionSchema,
  text: textExecutionSchema,
  mcp: mcpExecutionSchema,
} as const;

const knownTypes = Object.keys(knownExecutionSchemas);

const customExecutionSchema = z
  .looseObject({
    type: z
      .string()
      .min(1)
      .meta({ description: 'Type handled by a third-party executor.', not: { enum: knownTypes } }),
  })
  .meta({ title: 'Custom execution', description: 'A type handled by a third-party executor.' });

/**
 * `execution` as documented: one of the known types, or a custom type whose fields are its executor's
 * business. Used for the JSON Schema and for unknown-field warnings, never to reject a file.
 */
export const documentedExecutionSchema = z
  .union([...Object.values(knownExecutionSchemas), customExecutionSchema])
  .meta({ description: 'How the tool runs; "type" selects the executor.' });
