import { describe, expect, it, vi } from 'vitest';
import { MciError } from './mci-error.js';
import { ToolExecutionError } from './tool-execution-error.js';

/** An error class of another package, as executors declare theirs. */
class QuotaExceededError extends MciError {
  constructor() {
    super('QUOTA_EXCEEDED', 'The quota is used up.');
  }
}

/** A second copy of the module, as when two versions of `@mci/schema` are installed side by side. */
async function otherCopy(): Promise<typeof import('./tool-execution-error.js')> {
  vi.resetModules();
  return import('./tool-execution-error.js');
}

describe('MciError.isInstance', () => {
  it('knows errors of another copy of the package, which instanceof does not', async () => {
    const { ToolExecutionError: OtherToolExecutionError } = await otherCopy();
    const error = new OtherToolExecutionError('failed', { code: 'HTTP_STATUS' });
    // biome-ignore lint/plugin: shows what instanceof misses
    expect(error instanceof MciError).toBe(false);
    expect(MciError.isInstance(error)).toBe(true);
    expect(ToolExecutionError.isInstance(error)).toBe(true);
  });

  it('tells an MciError from a plain error with a code and from a look-alike object', () => {
    expect(MciError.isInstance(new MciError('X_FAILED', 'x'))).toBe(true);
    expect(MciError.isInstance(Object.assign(new Error('x'), { code: 'X_FAILED' }))).toBe(false);
    expect(MciError.isInstance({ name: 'MciError', code: 'X_FAILED', message: 'x' })).toBe(false);
    expect(MciError.isInstance(undefined)).toBe(false);
  });

  it('tells a ToolExecutionError from another MciError', () => {
    expect(ToolExecutionError.isInstance(new ToolExecutionError('x'))).toBe(true);
    expect(ToolExecutionError.isInstance(new MciError('X_FAILED', 'x'))).toBe(false);
  });

  it('answers for the class it is called on, not only for MciError', async () => {
    const quotaError = new QuotaExceededError();
    expect(QuotaExceededError.isInstance(quotaError)).toBe(true);
    expect(QuotaExceededError.isInstance(new ToolExecutionError('x'))).toBe(false);
    expect(ToolExecutionError.isInstance(quotaError)).toBe(false);
    const { ToolExecutionError: OtherToolExecutionError } = await otherCopy();
    expect(QuotaExceededError.isInstance(new OtherToolExecutionError('x'))).toBe(false);
  });
});
