import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/**
 * `execute`, `getToolSchema`, search mode's `call_tool`: no enabled (or handed out) tool has this name.
 */
export class ToolNotFoundError extends MciError<ClientErrorCode> {
  readonly toolName: string;
  /** Names of enabled tools close to `toolName`, closest first. */
  readonly suggestions: readonly string[];
  /** In search mode, the tool that finds tools (`search_tools`), which the message points to. */
  readonly searchTool: string | undefined;

  constructor(fields: { toolName: string; suggestions: readonly string[]; searchTool?: string }) {
    const { toolName, suggestions, searchTool } = fields;
    const hint = suggestions.length
      ? ` Did you mean ${suggestions.map((name) => `"${name}"`).join(', ')}?`
      : '';
    const search = searchTool === undefined ? '' : ` Find tools with ${searchTool}.`;
    super('TOOL_NOT_FOUND', `Tool "${toolName}" not found.${hint}${search}`);
    this.toolName = toolName;
    this.suggestions = suggestions;
    this.searchTool = searchTool;
  }
}
