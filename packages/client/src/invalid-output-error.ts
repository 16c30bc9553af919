import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/**
 * A successful result of a tool with an `outputSchema` whose structured content is missing (the output is
 * not a JSON object) or does not match the schema; `execute` returns it as an `isError` result, so a
 * strict MCP client never gets a result it would reject.
 */
export class InvalidOutputError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** One entry per problem, such as `structuredContent.temperature: must be number`. */
  readonly problems: readonly string[];

  constructor(fields: { toolName: string; problems: readonly string[] }) {
    const { toolName, problems } = fields;
    super('INVALID_OUTPUT', `Invalid output of tool "${toolName}": ${problems.join('; ')}.`);
    this.toolName = toolName;
    this.problems = problems;
  }
}
