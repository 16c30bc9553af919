import * as z from 'zod';
import { checkParameterStyles } from './check-parameter-styles.js';
import { describeReceived } from './describe-received.js';
import { httpAuthSchema } from './http-auth-schema.js';
import { httpBodySchema } from './http-body-schema.js';
import { httpParameterStylesSchema } from './http-parameter-styles-schema.js';
import { httpRetriesSchema } from './http-retries-schema.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

const httpMethodSchema = z
  .enum([...HTTP_METHODS, 'get', 'post', 'put', 'patch', 'delete', 'head', 'options'], {
    error: (issue) =>
      `expected an HTTP method (${HTTP_METHODS.join(', ')}, upper or lower case), received ${describeReceived(issue.input)}`,
  })
  .transform((method) => method.toUpperCase() as HttpMethod);

/** `execution` of a tool that sends an HTTP request. */
export const httpExecutionSchema = z
  .object({
    type: z.literal('http').meta({ description: 'Must be "http".' }),
    method: httpMethodSchema.prefault('GET').meta({
      description: 'HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS (lower case is accepted).',
    }),
    url: z.string().min(1).meta({ description: 'Target URL. Supports templating.' }),
    pathParams: z.record(z.string(), z.unknown()).optional().meta({
      description:
        'Path parameters: each key names a {key} segment of the url, replaced by the rendered value percent-encoded as one path segment (a/b becomes a%2Fb). Values support templating.',
    }),
    headers: z.record(z.string(), z.unknown()).optional().meta({
      description: 'HTTP headers as name-value pairs (arrays: one value per item). Supports templating.',
    }),
    cookies: z.record(z.string(), z.unknown()).optional().meta({
      description: 'Cookies as name-value pairs, sent in one Cookie header. Supports templating.',
    }),
    auth: httpAuthSchema.optional(),
    params: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'Query parameters as name-value pairs. Supports templating.' }),
    body: httpBodySchema.optional(),
    styles: httpParameterStylesSchema.optional(),
    timeout_ms: z
      .number()
      .int()
      .min(0)
      .default(30_000)
      .meta({ description: 'Request timeout in milliseconds (at least 0).' }),
    retries: httpRetriesSchema.optional(),
  })
  .superRefine((config, context) => {
    for (const name of Object.keys(config.pathParams ?? {})) {
      if (/[{}/]/.test(name))
        context.addIssue({
          code: 'custom',
          path: ['pathParams', name],
          message: 'a path parameter name cannot hold {, } or /',
        });
      else if (!config.url.includes(`{${name}}`))
        context.addIssue({
          code: 'custom',
          path: ['pathParams', name],
          message: `the url has no {${name}} segment to fill`,
        });
    }
    checkParameterStyles(config, context);
  })
  .meta({ title: 'HTTP execution', description: 'Send an HTTP request.' });

export type HttpExecutionConfig = z.output<typeof httpExecutionSchema>;
