import * as z from 'zod';
import { checkFilterPair, filterFields, filterPairJsonSchema } from './tool-filter-type-schema.js';
import { whenObject } from './when-object.js';

const milliseconds = (description: string) =>
  z
    .number({ error: 'expected a whole number of milliseconds' })
    .int({ error: 'expected a whole number of milliseconds' })
    .positive({ error: 'must be greater than 0 milliseconds' })
    .optional()
    .meta({ description });

/** Caching and filtering of an MCP server's tools, and the time limits of talking to it. */
export const mcpServerCacheConfigSchema = z
  .object({
    expDays: z
      .number()
      .int()
      .min(0)
      .default(30)
      .meta({ description: 'Number of days until the cached toolset expires.' }),
    ...filterFields,
    connectTimeoutMs: milliseconds(
      'Time limit to start or reach the server and finish initialize, in ms (default: the executor setting, 30000).',
    ),
    timeoutMs: milliseconds(
      'Time limit of one tools/call and of one page of tools/list, in ms (default: the executor setting, 60000).',
    ),
  })
  .superRefine(checkFilterPair, whenObject)
  .meta({ description: 'Caching, filtering and timeout configuration.', ...filterPairJsonSchema });

export type McpServerCacheConfig = z.output<typeof mcpServerCacheConfigSchema>;
