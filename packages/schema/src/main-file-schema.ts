import * as z from 'zod';
import { mcpServerSchema } from './mcp-server-schema.js';
import { metadataSchema } from './metadata-schema.js';
import { resolveSharedDefs, sharedDefsField } from './shared-defs.js';
import { toolSchema } from './tool-schema.js';
import { toolsetReferenceSchema } from './toolset-reference-schema.js';
import { whenObject } from './when-object.js';

/** The `$schema` field editors use; not part of MCI itself. */
export const editorSchemaField = () =>
  z.string().optional().meta({ description: 'JSON Schema of this file, for editors.' });

/** The only schema version: "1.0". */
export const schemaVersionSchema = () =>
  z.literal('1.0').meta({ description: 'Version of the MCI file format; must be "1.0".' });

const contentFields = ['tools', 'toolsets', 'mcp_servers'] as const;

/** Builds the main file schema around a tool schema (generic, or with documented execution types). */
export function createMainFileSchema<Tool extends z.ZodType>(tool: Tool) {
  return z
    .object({
      $schema: editorSchemaField(),
      schemaVersion: schemaVersionSchema(),
      metadata: metadataSchema.optional(),
      tools: z.array(tool).optional().meta({ description: 'Tool definitions.' }),
      $defs: sharedDefsField(),
      toolsets: z
        .array(toolsetReferenceSchema)
        .optional()
        .meta({ description: 'Toolsets to load from libraryDir, by name or with a filter.' }),
      mcp_servers: z
        .record(z.string().min(1), mcpServerSchema)
        .optional()
        .meta({ description: 'MCP servers whose tools are fetched and cached in {libraryDir}/mcp/.' }),
      libraryDir: z
        .string()
        .min(1)
        .default('./mci')
        .meta({ description: 'Folder of the toolset files, relative to this file.' }),
      enableAnyPaths: z
        .boolean()
        .default(false)
        .meta({ description: 'If true, file and CLI tools may use any path. Use with caution.' }),
      directoryAllowList: z.array(z.string()).default([]).meta({
        description: "Extra folders file and CLI tools may use (absolute or relative to this file's folder).",
      }),
    })
    .superRefine((value, context) => {
      if (contentFields.some((field) => value[field] !== undefined)) return;
      context.addIssue({
        code: 'custom',
        message: 'expected at least one of "tools", "toolsets" or "mcp_servers"',
        params: { code: 'MISSING_FIELD' },
      });
    }, whenObject)
    .transform(({ $defs, ...value }) => ({
      ...value,
      tools: resolveSharedDefs(value.tools ?? [], $defs),
      toolsets: value.toolsets ?? [],
      mcp_servers: value.mcp_servers ?? {},
    }))
    .meta({
      title: 'MCI file',
      description: 'An MCI file: tools for AI agents, toolsets to load and MCP servers to use.',
      anyOf: contentFields.map((field) => ({ required: [field] })),
    });
}

/** The main MCI file (schema), with defaults applied. */
export const mainFileSchema = createMainFileSchema(toolSchema);

export type MciMainFile = z.output<typeof mainFileSchema>;
