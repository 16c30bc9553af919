import { callToolName, findCloseNames, searchToolsName } from '@mci/client/internal';
import type { ToolCall, ToolCallHandler, ToolCallResult } from '../calls/tool-call.js';
import { toolErrorResult } from '../calls/tool-error-result.js';

/**
 * Search mode's `call_tool`: turns `call_tool {name, arguments}` into the call of the named tool and
 * hands it to `next`, the whole call path (rate limits, audit line, span, validation, cancellation) with
 * the real tool name. A name that is not served gives an `isError` result `TOOL_NOT_FOUND` listing close
 * names. `searching()` says whether search mode applies now; `served()` gives the names served now.
 */
export function routeCallTool(
  next: ToolCallHandler,
  searching: () => boolean,
  served: () => ReadonlySet<string>,
): ToolCallHandler {
  return async (call) => {
    if (call.tool !== callToolName || !searching()) return next(call);
    const routed = toRoutedCall(call, served());
    return routed.refused ?? next(routed.call);
  };
}

function toRoutedCall(
  call: ToolCall,
  served: ReadonlySet<string>,
): { call: ToolCall; refused?: undefined } | { refused: ToolCallResult } {
  const { name, arguments: args = {} } = call.arguments;
  if (typeof name !== 'string' || name === '') {
    return { refused: toolErrorResult('INVALID_INPUT', `${callToolName}: name must be the name of a tool.`) };
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    return { refused: toolErrorResult('INVALID_INPUT', `${callToolName}: arguments must be an object.`) };
  }
  if (name === callToolName || !served.has(name)) {
    const close = findCloseNames(name, [...served]);
    const hint = close.length > 0 ? ` Did you mean ${close.join(', ')}?` : '';
    return {
      refused: toolErrorResult(
        'TOOL_NOT_FOUND',
        `Unknown tool: ${name}.${hint} Find tools with ${searchToolsName}.`,
      ),
    };
  }
  return { call: { ...call, tool: name, arguments: args as Record<string, unknown> } };
}
