import type { Tool } from '@mci/client';
import { callToolName, resolveCallTool, toErrorResult } from '@mci/client/internal';
import type { ToolCallHandler } from '../calls/tool-call.js';

/**
 * Search mode's `call_tool`: turns `call_tool {name, arguments}` into the call of the named tool and
 * hands it to `next`, the whole call path (rate limits, audit line, span, validation, cancellation) with
 * the real tool name. A name that is not served gives an `isError` result `TOOL_NOT_FOUND` listing close
 * names (`resolveCallTool`). `searching()` says whether search mode applies now; `served()` gives the
 * tools served now, by name.
 */
export function routeCallTool(
  next: ToolCallHandler,
  searching: () => boolean,
  served: () => ReadonlyMap<string, Tool>,
): ToolCallHandler {
  return async (call) => {
    if (call.tool !== callToolName || !searching()) return next(call);
    let routed: ReturnType<typeof resolveCallTool<Tool>>;
    try {
      routed = resolveCallTool(call.arguments, served());
    } catch (error) {
      return toErrorResult(error);
    }
    return next({ ...call, tool: routed.tool.name, arguments: routed.arguments });
  };
}
