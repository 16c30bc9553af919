import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { linkSignal } from './link-signal.js';
import { neverAbortedSignal } from './never-aborted-signal.js';

describe('linkSignal', () => {
  it('aborts with the reason of the signal it follows, and leaves no listener on it once released', () => {
    const parent = new AbortController();
    const linked = linkSignal(parent.signal);
    expect(getEventListeners(parent.signal, 'abort')).toHaveLength(1);
    parent.abort(new Error('stopped by the caller'));
    expect(linked.signal.aborted).toBe(true);
    expect((linked.signal.reason as Error).message).toBe('stopped by the caller');

    const other = new AbortController();
    const released = linkSignal(other.signal);
    released.release();
    expect(getEventListeners(other.signal, 'abort')).toHaveLength(0);
    other.abort();
    expect(released.signal.aborted).toBe(false);
  });

  it('starts aborted when the signal it follows already has, and aborts on its own', () => {
    expect(linkSignal(AbortSignal.abort('gone')).signal.reason).toBe('gone');
    const linked = linkSignal();
    linked.abort('closing');
    expect(linked.signal.reason).toBe('closing');
  });

  it('adds no listener to the shared signal of calls without one, which never aborts', () => {
    const linked = linkSignal(neverAbortedSignal);
    expect(getEventListeners(neverAbortedSignal, 'abort')).toHaveLength(0);
    linked.abort('closing');
    expect(linked.signal.aborted).toBe(true);
    expect(neverAbortedSignal.aborted).toBe(false);
    linked.release();
  });
});
