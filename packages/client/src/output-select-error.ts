import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/**
 * A JMESPath expression of a tool's `output` (its `select`, or the one a caller passed in its select
 * argument) that fails on the answer it was given, such as a function applied to a value of the wrong
 * type; `execute` returns it as an `isError` result.
 */
export class OutputSelectError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** Where the expression comes from: `output.select`, or `argument "<name>"`. */
  readonly origin: string;
  readonly expression: string;
  /** What the JMESPath library reported. */
  readonly reason: string;

  constructor(
    fields: { toolName: string; origin: string; expression: string; reason: string },
    options?: { cause?: unknown },
  ) {
    const { toolName, origin, expression, reason } = fields;
    super(
      'OUTPUT_SELECT_FAILED',
      `The JMESPath expression ${JSON.stringify(expression)} (${origin}) of tool "${toolName}" failed on its answer: ${reason}.`,
      options,
    );
    this.toolName = toolName;
    this.origin = origin;
    this.expression = expression;
    this.reason = reason;
  }
}
