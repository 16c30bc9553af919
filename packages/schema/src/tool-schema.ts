import * as z from 'zod';
import { annotationsSchema } from './annotations-schema.js';
import { requiredScopesSchema } from './required-scopes-schema.js';
import { toolOutputSchema } from './tool-output-schema.js';

/**
 * `execution` as the client validates it: an object with a string `type`, other keys kept as given. The
 * executor registered for that type validates the rest in `parseConfig`.
 */
export const executionSchema = z
  .looseObject({
    type: z.string().min(1).meta({ description: 'Execution type: the executor that runs the tool.' }),
  })
  .meta({ description: 'How the tool runs; "type" selects the executor.' });

/** Builds the tool schema around an `execution` schema (the generic one, or the union of known types). */
export function createToolSchema<Execution extends z.ZodType>(execution: Execution) {
  return z
    .object({
      name: z.string().min(1).meta({ description: 'Unique identifier of the tool.' }),
      title: z.string().optional().meta({ description: 'Human-readable title of the tool.' }),
      disabled: z
        .boolean()
        .default(false)
        .meta({ description: 'If true, the tool is ignored: not listed, filtered, found or executed.' }),
      annotations: annotationsSchema.optional(),
      description: z.string().optional().meta({ description: 'What the tool does.' }),
      inputSchema: jsonSchemaObject('JSON Schema of the input properties.'),
      outputSchema: jsonSchemaObject('JSON Schema of the structured output.'),
      output: toolOutputSchema.optional(),
      execution,
      enableAnyPaths: z
        .boolean()
        .optional()
        .meta({ description: "If true, no path checks for this tool. Overrides the file's setting." }),
      directoryAllowList: z
        .array(z.string())
        .optional()
        .meta({ description: "Extra folders this tool may use. Overrides the file's setting." }),
      tags: z
        .array(z.string())
        .default([])
        .meta({ description: 'Tags for filtering (case-sensitive, matched exactly).' }),
      requiredScopes: requiredScopesSchema,
    })
    .meta({ title: 'Tool', description: 'A tool: what it does, what input it takes and how it runs.' });
}

function jsonSchemaObject(description: string) {
  return z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description, $ref: 'https://json-schema.org/draft/2020-12/schema' });
}

/** A tool definition of an MCI file. */
export const toolSchema = createToolSchema(executionSchema);

export type ToolDefinition = z.output<typeof toolSchema>;
