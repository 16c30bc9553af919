import { z } from 'zod';
import { checkFilterPair, filterFields, filterPairJsonSchema } from './tool-filter-type-schema.js';
import { whenObject } from './when-object.js';

/** Caching and filtering of an MCP server's tools. */
export const mcpServerCacheConfigSchema = z
  .object({
    expDays: z
      .number()
      .int()
      .min(0)
      .default(30)
      .meta({ description: 'Number of days until the cached toolset expires.' }),
    ...filterFields,
  })
  .superRefine(checkFilterPair, whenObject)
  .meta({ description: 'Caching and filtering configuration.', ...filterPairJsonSchema });

export type McpServerCacheConfig = z.output<typeof mcpServerCacheConfigSchema>;
