import { describe, expect, it } from 'vitest';
import { createRunningCalls } from './create-running-calls.js';
import { ExecutorClosedError } from './executor-closed-error.js';
import { neverAbortedSignal } from './never-aborted-signal.js';

/** Runs a call that waits until its signal aborts, and gives the signal it got. */
function runUntilAborted(calls: ReturnType<typeof createRunningCalls>, signal: AbortSignal) {
  let given: AbortSignal | undefined;
  const call = calls.run(signal, (callSignal) => {
    given = callSignal;
    return new Promise((_resolve, reject) => {
      callSignal.addEventListener('abort', () => reject(callSignal.reason), { once: true });
    });
  });
  return { call: call.catch((error: unknown) => error), given: given as unknown as AbortSignal };
}

describe('createRunningCalls', () => {
  it('ends a call that fails once close() has begun with EXECUTOR_CLOSED, keeping what it threw', async () => {
    const calls = createRunningCalls('demo');
    const lost = new Error('connection ended');
    let endCall: (() => void) | undefined;
    const running = calls.run(
      new AbortController().signal,
      () =>
        new Promise((_resolve, reject) => {
          endCall = () => reject(lost);
        }),
    );
    // close() ends the connection first (release), which makes the call fail its own way.
    await calls.close(async () => endCall?.());
    const error = await running.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ExecutorClosedError);
    expect(error).toMatchObject({ code: 'EXECUTOR_CLOSED', executorType: 'demo', cause: lost });
  });

  it('leaves the errors of calls that fail before close() as they are', async () => {
    const calls = createRunningCalls('demo');
    const own = new Error('own failure');
    await expect(calls.run(new AbortController().signal, () => Promise.reject(own))).rejects.toBe(own);
  });

  it('gives calls without a signal one shared signal that only close() aborts, and aborts every call at close()', async () => {
    const calls = createRunningCalls('demo');
    const first = runUntilAborted(calls, neverAbortedSignal);
    const second = runUntilAborted(calls, neverAbortedSignal);
    const caller = new AbortController();
    const cancelled = runUntilAborted(calls, caller.signal);
    const kept = runUntilAborted(calls, new AbortController().signal);
    expect(second.given).toBe(first.given);
    expect(kept.given).not.toBe(first.given);
    caller.abort(new Error('stopped by the caller'));
    expect(await cancelled.call).toMatchObject({ message: 'stopped by the caller' });
    expect([first.given.aborted, kept.given.aborted]).toEqual([false, false]);
    await calls.close();
    for (const { call } of [first, second, kept]) {
      expect(await call).toMatchObject({ code: 'EXECUTOR_CLOSED', executorType: 'demo' });
    }
  });
});
