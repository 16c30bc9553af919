import * as z from 'zod';
import { httpMultipartBodySchema } from './http-multipart-body-schema.js';
import {
  HTTP_PARAMETER_STYLES,
  type HttpParameterStyle,
  httpParameterStyleSchema,
} from './http-parameter-styles-schema.js';

/** HTTP request body: json (any JSON value), form (fields), raw (text or bytes) or multipart. Content supports templating. */
export const httpBodySchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('json'),
      content: z.nonoptional(z.unknown()).meta({ description: 'Any JSON value, sent as JSON.' }),
    }),
    z
      .object({
        type: z.literal('form'),
        content: z
          .union([z.record(z.string(), z.unknown()), z.string()])
          .meta({ description: 'Form fields, sent as application/x-www-form-urlencoded.' }),
        styles: z.record(z.string(), httpParameterStyleSchema).optional().meta({
          description:
            'How array and object fields are written, by field name, as query parameters are (OpenAPI 3 encoding style/explode): e.g. {"ids": {"explode": false}} sends ids=1,2.',
        }),
      })
      .superRefine(checkFormStyles),
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

/** Each form style names a field of `content` (an object) and is a style of query parameters. */
function checkFormStyles(
  body: {
    content: Record<string, unknown> | string;
    styles?: Record<string, HttpParameterStyle> | undefined;
  },
  context: z.RefinementCtx,
): void {
  const allowed: readonly string[] = HTTP_PARAMETER_STYLES.params;
  for (const [name, { style }] of Object.entries(body.styles ?? {})) {
    if (typeof body.content !== 'object' || !(name in body.content))
      context.addIssue({
        code: 'custom',
        path: ['styles', name],
        message: `content has no field "${name}" to style; add it to content or remove this entry`,
      });
    else if (style !== undefined && !allowed.includes(style))
      context.addIssue({
        code: 'custom',
        path: ['styles', name, 'style'],
        message: `"${style}" is not a style of form fields; use ${allowed.map((s) => `"${s}"`).join(', ')}`,
      });
  }
}
