import { withDeadline } from '@mci/executor-kit';
import type { Logger } from '@mci/schema';
import type { CallSignals } from './call-signals.js';

/** After cancelling overdue calls at shutdown, how long their executors get to stop. */
const cancelGraceMs = 2000;

/**
 * Lets the running calls finish within `timeoutMs`, then cancels those still running and gives them a
 * short grace to stop.
 */
export async function drainCalls(
  running: readonly Promise<unknown>[],
  timeoutMs: number,
  signals: CallSignals,
  logger: Logger,
): Promise<void> {
  if (running.length === 0) return;
  logger.info(`waiting for ${running.length} running call${running.length === 1 ? '' : 's'} to finish`);
  if (await settleWithin(running, timeoutMs)) return;
  logger.warn(`calls still running after ${timeoutMs} ms were cancelled`);
  signals.abortAll(new Error('The server is shutting down'));
  await settleWithin(running, cancelGraceMs);
}

/** Waits until every promise has settled or `timeoutMs` has passed; true when all settled in time. */
function settleWithin(promises: readonly Promise<unknown>[], timeoutMs: number): Promise<boolean> {
  const settled = Promise.allSettled(promises).then(() => true);
  return withDeadline(settled, { deadline: { ms: timeoutMs, onTimeout: () => false } });
}
