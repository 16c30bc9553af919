import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** Props that do not match the tool's `inputSchema`; `execute` returns it as an `isError` result. */
export class InvalidInputError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** One entry per problem, such as `props.location: must be string`. */
  readonly problems: readonly string[];

  constructor(fields: { toolName: string; problems: readonly string[] }, options?: { cause?: unknown }) {
    const { toolName, problems } = fields;
    super('INVALID_INPUT', `Invalid input for tool "${toolName}": ${problems.join('; ')}.`, options);
    this.toolName = toolName;
    this.problems = problems;
  }
}
