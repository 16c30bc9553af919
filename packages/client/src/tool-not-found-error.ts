import { MciError } from '@mci/schema';

/** `execute`, `getToolSchema`: no enabled tool has this name. */
export class ToolNotFoundError extends MciError {
  readonly toolName: string;
  /** Names of enabled tools close to `toolName`, closest first. */
  readonly suggestions: readonly string[];

  constructor(fields: { toolName: string; suggestions: readonly string[] }) {
    const { toolName, suggestions } = fields;
    const hint = suggestions.length
      ? ` Did you mean ${suggestions.map((name) => `"${name}"`).join(', ')}?`
      : '';
    super('TOOL_NOT_FOUND', `Tool "${toolName}" not found.${hint}`);
    this.toolName = toolName;
    this.suggestions = suggestions;
  }
}
