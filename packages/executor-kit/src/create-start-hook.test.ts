import { describe, expect, it } from 'vitest';
import { createStartHook } from './create-start-hook.js';

describe('createStartHook', () => {
  it('answers each started() with one notify(), whichever comes first', async () => {
    const hook = createStartHook();
    const order: string[] = [];
    const first = hook.started().then(() => order.push('first'));
    hook.notify();
    hook.notify();
    await first;
    await hook.started().then(() => order.push('second'));
    let third = false;
    void hook.started().then(() => {
      third = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first', 'second']);
    expect(third).toBe(false);
  });
});
