import { describe, expect, it } from 'vitest';
import { createRunningCalls } from './create-running-calls.js';
import { ExecutorClosedError } from './executor-closed-error.js';

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
});
