import * as z from 'zod';
import { editorSchemaField, schemaVersionSchema } from './main-file-schema.js';
import { metadataSchema } from './metadata-schema.js';
import { resolveSharedDefs, sharedDefsField } from './shared-defs.js';
import { toolSchema } from './tool-schema.js';

/** A field only a main file may have; a toolset file that has it is refused. */
const mainOnly = (field: string) =>
  z.never({ error: `"${field}" is only allowed in the main file, not in a toolset file` }).optional();

/** Builds the toolset file schema around a tool schema. */
export function createToolsetFileSchema<Tool extends z.ZodType>(tool: Tool) {
  return z
    .object({
      $schema: editorSchemaField(),
      schemaVersion: schemaVersionSchema(),
      metadata: metadataSchema.optional(),
      tools: z.array(tool).meta({ description: 'Tool definitions.' }),
      $defs: sharedDefsField(),
      expiresAt: z.string().optional().meta({
        description: 'When a cached MCP toolset expires (ISO 8601); written by MCI in {libraryDir}/mcp/.',
      }),
      toolsets: mainOnly('toolsets'),
      libraryDir: mainOnly('libraryDir'),
      enableAnyPaths: mainOnly('enableAnyPaths'),
      directoryAllowList: mainOnly('directoryAllowList'),
      mcp_servers: mainOnly('mcp_servers'),
    })
    .transform(({ $schema, schemaVersion, metadata, tools, $defs, expiresAt }) => ({
      ...($schema === undefined ? {} : { $schema }),
      schemaVersion,
      ...(metadata === undefined ? {} : { metadata }),
      tools: resolveSharedDefs(tools, $defs),
      ...(expiresAt === undefined ? {} : { expiresAt }),
    }));
}

/** A toolset file of the library folder: tools only, no main-file settings. */
export const toolsetFileSchema = createToolsetFileSchema(toolSchema);

export type ToolsetFile = z.output<typeof toolsetFileSchema>;
