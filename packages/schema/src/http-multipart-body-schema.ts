import * as z from 'zod';

const filePartSchema = z
  .object({
    path: z.string().optional().meta({
      description:
        'File to send, relative to the file declaring the tool; it must be inside the allowed folders. Supports templating.',
    }),
    base64: z
      .string()
      .optional()
      .meta({ description: 'File content as base64 (instead of path). Supports templating.' }),
    filename: z
      .string()
      .optional()
      .meta({ description: 'File name sent with the part (default: the path\'s base name, or "file").' }),
    contentType: z
      .string()
      .optional()
      .meta({ description: 'Content type of the part (default application/octet-stream).' }),
  })
  .meta({
    description:
      'A file part: from path or from base64. A part whose path and base64 both render empty is left out.',
  });

/** A multipart/form-data body: text parts from `content`, file parts from `files`. */
export const httpMultipartBodySchema = z.object({
  type: z.literal('multipart'),
  content: z.record(z.string(), z.unknown()).optional().meta({
    description:
      'Text parts by name: strings as they are, numbers and booleans as text, objects as JSON, arrays one part per item. Supports templating.',
  }),
  files: z.record(z.string(), filePartSchema).optional().meta({ description: 'File parts by name.' }),
});

export type HttpMultipartBody = z.output<typeof httpMultipartBodySchema>;
