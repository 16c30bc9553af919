import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CallSignals } from './call-signals.js';

/** A call that hands its signal out and waits until `finish` is called. */
function pendingCall() {
  let finish: () => void = () => {};
  let signal: AbortSignal | undefined;
  const call = (given: AbortSignal) => {
    signal = given;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { call, finish: () => finish(), signal: () => signal as AbortSignal };
}

describe('CallSignals', () => {
  it("aborts a call's signal with the reason its request was cancelled with", async () => {
    const signals = new CallSignals();
    const request = new AbortController();
    const pending = pendingCall();
    const running = signals.run(request.signal, pending.call);
    expect(pending.signal().aborted).toBe(false);
    request.abort(new Error('cancelled by the client'));
    expect(pending.signal().aborted).toBe(true);
    expect((pending.signal().reason as Error).message).toBe('cancelled by the client');
    pending.finish();
    await running;
  });

  it('gives an already cancelled request an aborted signal', async () => {
    const signals = new CallSignals();
    const request = new AbortController();
    request.abort('gone');
    let seen: AbortSignal | undefined;
    await signals.run(request.signal, async (signal) => {
      seen = signal;
    });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe('gone');
  });

  it('aborts the calls still running at shutdown, and only those', async () => {
    const signals = new CallSignals();
    const first = pendingCall();
    const second = pendingCall();
    const firstRun = signals.run(new AbortController().signal, first.call);
    const secondRun = signals.run(new AbortController().signal, second.call);
    first.finish();
    await firstRun;
    signals.abortAll(new Error('shutting down'));
    expect(first.signal().aborted).toBe(false);
    expect(second.signal().aborted).toBe(true);
    second.finish();
    await secondRun;
  });

  it('hands every call a signal of its own, which a later cancellation cannot abort', async () => {
    const signals = new CallSignals();
    const firstRequest = new AbortController();
    let first: AbortSignal | undefined;
    await signals.run(firstRequest.signal, async (signal) => {
      first = signal;
    });
    let second: AbortSignal | undefined;
    await signals.run(new AbortController().signal, async (signal) => {
      second = signal;
    });
    expect(second).not.toBe(first);
    firstRequest.abort(new Error('cancelled late'));
    expect(first?.aborted).toBe(false);
    expect(second?.aborted).toBe(false);
  });

  it('leaves no listener on the request once the call settles, also when it throws', async () => {
    const signals = new CallSignals();
    const request = new AbortController().signal;
    await signals.run(request, async () => 'done');
    await expect(
      signals.run(request, async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(getEventListeners(request, 'abort')).toHaveLength(0);
  });
});
