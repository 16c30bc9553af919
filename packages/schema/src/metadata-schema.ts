import * as z from 'zod';

/** Descriptive metadata of a tool collection (main file or toolset file). */
export const metadataSchema = z
  .object({
    name: z.string().optional().meta({ description: 'Name of the tool collection.' }),
    description: z.string().optional().meta({ description: 'Description of the tool collection.' }),
    version: z.string().optional().meta({
      description: 'Version of the tool collection (e.g. SemVer). In YAML, quote a version such as 1.0.',
    }),
    license: z.string().optional().meta({ description: 'License identifier (e.g. "MIT", "Apache-2.0").' }),
    authors: z.array(z.string()).optional().meta({ description: 'Author names.' }),
  })
  .meta({ title: 'Metadata', description: 'Descriptive metadata about the tool collection.' });

export type Metadata = z.output<typeof metadataSchema>;
