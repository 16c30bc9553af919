import { findCloseNames } from './find-close-names.js';
import { InvalidInputError } from './invalid-input-error.js';
import { callToolName, searchToolsName } from './search-tool-definitions.js';
import { ToolNotFoundError } from './tool-not-found-error.js';

/**
 * Search mode's `call_tool {name, arguments}`: the tool it names among `callable` (by every name it may
 * be called by) and the arguments to run it with. Throws `InvalidInputError` when `name` is not a
 * non-empty string or `arguments` not an object, and `ToolNotFoundError` (with close names, pointing to
 * `search_tools`) when no callable tool has that name; `toErrorResult` makes either the model's answer.
 */
export function resolveCallTool<T>(
  args: Readonly<Record<string, unknown>>,
  callable: ReadonlyMap<string, T>,
): { tool: T; arguments: Record<string, unknown> } {
  const { name, arguments: toolArgs = {} } = args;
  if (typeof name !== 'string' || name === '') {
    throw new InvalidInputError({ toolName: callToolName, problems: ['name must be the name of a tool'] });
  }
  const tool = name === callToolName ? undefined : callable.get(name);
  if (tool === undefined) {
    const suggestions = findCloseNames(name, [...callable.keys()]);
    throw new ToolNotFoundError({ toolName: name, suggestions, searchTool: searchToolsName });
  }
  if (toolArgs === null || typeof toolArgs !== 'object' || Array.isArray(toolArgs)) {
    throw new InvalidInputError({ toolName: callToolName, problems: ['arguments must be an object'] });
  }
  return { tool, arguments: toolArgs as Record<string, unknown> };
}
