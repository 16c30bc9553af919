import * as z from 'zod';

/** Retry settings of an HTTP call; `attempts` counts the first try. */
export const httpRetriesSchema = z
  .object({
    attempts: z
      .number()
      .int()
      .min(1)
      .default(1)
      .meta({ description: 'Number of attempts, the first try included (at least 1).' }),
    backoff_ms: z
      .number()
      .int()
      .min(0)
      .default(500)
      .meta({ description: 'Backoff delay in milliseconds, doubled after each failed attempt.' }),
  })
  .meta({ description: 'Retry configuration.' });

export type HttpRetries = z.output<typeof httpRetriesSchema>;
