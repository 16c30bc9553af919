import * as z from 'zod';

/** HTTP request body: json (any JSON value), form (fields) or raw (text). Content supports templating. */
export const httpBodySchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('json'),
      content: z.nonoptional(z.unknown()).meta({ description: 'Any JSON value, sent as JSON.' }),
    }),
    z.object({
      type: z.literal('form'),
      content: z
        .union([z.record(z.string(), z.unknown()), z.string()])
        .meta({ description: 'Form fields, sent as application/x-www-form-urlencoded.' }),
    }),
    z.object({
      type: z.literal('raw'),
      content: z.string().meta({ description: 'Text sent as it is.' }),
    }),
  ])
  .meta({
    description:
      'Request body: "json" (any JSON value), "form" (fields) or "raw" (text). Supports templating.',
  });

export type HttpBody = z.output<typeof httpBodySchema>;
