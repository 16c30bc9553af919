import type { Logger } from '@mci/schema';
import { ProtocolErrorCode as ErrorCode } from '@modelcontextprotocol/server';
import { ProtocolError } from '../protocol-error.js';
import type { ToolRegistry } from '../tools/tool-registry.js';
import type { CallSignals } from './call-signals.js';
import type { CallTracker } from './call-tracker.js';
import type { ToolCallHandler } from './tool-call.js';

export interface RunToolCallParts {
  readonly registry: ToolRegistry;
  readonly tracker: CallTracker;
  readonly signals: CallSignals;
  readonly logger: Logger;
  /** True once the server is shutting down: calls are refused from then on. */
  readonly closing: () => boolean;
}

/**
 * The innermost call handler: runs the tool on the client served now, with a signal that follows the
 * caller's cancellation and shutdown. An unknown or filtered-out tool is a JSON-RPC error (`-32602`,
 * "Unknown tool: x"), so is a call during shutdown; every other failure is an `isError` result (the client
 * turns errors into results).
 */
export function runToolCall(parts: RunToolCallParts): ToolCallHandler {
  const { registry, tracker, signals, logger } = parts;
  return async (call) => {
    const name = call.tool;
    if (parts.closing()) {
      throw new ProtocolError(
        ErrorCode.InternalError,
        `The server is shutting down; ${name} was not called.`,
      );
    }
    const owner = registry.find(name);
    if (owner === undefined) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const started = performance.now();
    logger.debug(`call ${name} started`);
    const running = signals.run(call.signal, (signal) =>
      owner.execute(name, { ...call.arguments }, { signal }),
    );
    tracker.track(owner, running);
    const result = await running;
    const elapsed = Math.round(performance.now() - started);
    logger.debug(`call ${name} ${result.isError ? 'returned an error' : 'succeeded'} in ${elapsed} ms`);
    return result;
  };
}
