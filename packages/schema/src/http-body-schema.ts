import * as z from 'zod';
import { httpMultipartBodySchema } from './http-multipart-body-schema.js';

/** HTTP request body: json (any JSON value), form (fields), raw (text or bytes) or multipart. Content supports templating. */
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
      content: z.string().meta({ description: 'Text sent as it is (or bytes, with encoding base64).' }),
      encoding: z.enum(['text', 'base64']).optional().meta({
        description: 'How content is read: "text" (default) or "base64", decoded and sent as bytes.',
      }),
    }),
    httpMultipartBodySchema,
  ])
  .meta({
    description:
      'Request body: "json" (any JSON value), "form" (fields), "raw" (text or base64 bytes) or "multipart" (multipart/form-data text and file parts). Supports templating.',
  });

export type HttpBody = z.output<typeof httpBodySchema>;
