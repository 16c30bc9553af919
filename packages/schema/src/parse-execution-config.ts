import type * as z from 'zod';
import { ConfigValidationError } from './config-validation-error.js';
import { describeIssues } from './describe-issues.js';

/**
 * Validates an `execution` object with a zod schema and returns the parsed config (defaults applied).
 * Throws `ConfigValidationError` with paths relative to `execution` and readable messages ("expected
 * string, received number"). Executors call this in `parseConfig`.
 */
export function parseExecutionConfig<Schema extends z.ZodType>(
  schema: Schema,
  executionType: string,
  execution: unknown,
): z.output<Schema> {
  const result = schema.safeParse(execution);
  if (result.success) return result.data;
  throw new ConfigValidationError({
    executionType,
    issues: describeIssues(result.error.issues, execution).map(({ path, message }) => ({ path, message })),
  });
}
