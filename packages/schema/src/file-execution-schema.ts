import * as z from 'zod';

/** `execution` of a tool that returns a file's contents. */
export const fileExecutionSchema = z
  .object({
    type: z.literal('file').meta({ description: 'Must be "file".' }),
    path: z.string().min(1).meta({ description: 'File path. Supports templating.' }),
    enableTemplating: z.boolean().default(true).meta({
      description: 'Whether to process templates (placeholders, loops, conditionals) in the contents.',
    }),
  })
  .meta({ title: 'File execution', description: 'Read a file, with optional templating of its contents.' });

export type FileExecutionConfig = z.output<typeof fileExecutionSchema>;
