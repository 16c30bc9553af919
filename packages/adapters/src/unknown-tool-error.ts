import { MciError } from '@mci/schema';

/** A model called a name that is not among the tools the adapter handed out. */
export class UnknownToolError extends MciError {
  readonly toolName: string;
  /** The names the model was given. */
  readonly available: readonly string[];

  constructor(fields: { toolName: string; available: readonly string[] }) {
    const { toolName, available } = fields;
    const list = available.length ? `: ${available.join(', ')}` : '; there are none';
    super('TOOL_NOT_FOUND', `Unknown tool "${toolName}". The tools you can call are${list}.`);
    this.toolName = toolName;
    this.available = available;
  }
}
