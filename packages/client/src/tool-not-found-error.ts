import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** `execute`, `getToolSchema`: no enabled tool has this name. */
export class ToolNotFoundError extends MciError<ClientErrorCode> {
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
