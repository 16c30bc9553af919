import { describe, expect, it } from 'vitest';
import { withDeadline } from './with-deadline.js';

const never = new Promise<never>(() => {});

describe('withDeadline', () => {
  it('settles like the promise when it settles first', async () => {
    await expect(
      withDeadline(Promise.resolve('done'), { deadline: { ms: 10_000, onTimeout: () => 'late' } }),
    ).resolves.toBe('done');
    await expect(
      withDeadline(Promise.reject(new Error('broke')), { signal: new AbortController().signal }),
    ).rejects.toThrow('broke');
  });

  it('ends with what onTimeout returns or throws when the deadline passes first', async () => {
    await expect(withDeadline(never, { deadline: { ms: 1, onTimeout: () => false } })).resolves.toBe(false);
    await expect(
      withDeadline(never, {
        deadline: {
          ms: 1,
          onTimeout: () => {
            throw new Error('no answer');
          },
        },
      }),
    ).rejects.toThrow('no answer');
  });

  it("rejects with the signal's reason when it aborts first, or was aborted before", async () => {
    const controller = new AbortController();
    const waiting = withDeadline(never, {
      signal: controller.signal,
      deadline: { ms: 10_000, onTimeout: () => 'late' },
    });
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    await expect(withDeadline(Promise.resolve(1), { signal: controller.signal })).rejects.toThrow(
      'cancelled',
    );
  });
});
