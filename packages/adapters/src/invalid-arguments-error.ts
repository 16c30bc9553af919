import { MciError } from '@mci/schema';

/** A model sent tool arguments that are not a JSON object. */
export class InvalidArgumentsError extends MciError {
  readonly toolName: string;

  constructor(fields: { toolName: string; problem: string }) {
    const { toolName, problem } = fields;
    super(
      'INVALID_INPUT',
      `Invalid input for tool "${toolName}": ${problem}; send the arguments as a JSON object.`,
    );
    this.toolName = toolName;
  }
}
