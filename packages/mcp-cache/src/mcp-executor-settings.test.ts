import { InvalidSettingError } from '@mci/executor-kit';
import { describe, expect, it } from 'vitest';
import { createMcpExecutor } from './create-mcp-executor.js';

describe('createMcpExecutor settings', () => {
  it.each([
    [{ timeoutMs: -1 }, 'Setting timeoutMs must be an integer of at least 1, got -1.'],
    [{ timeoutMs: 0 }, 'Setting timeoutMs must be an integer of at least 1, got 0.'],
    [{ connectTimeoutMs: 1.5 }, 'Setting connectTimeoutMs must be an integer of at least 1, got 1.5.'],
    [{ stderrTailBytes: -5 }, 'Setting stderrTailBytes must be an integer of at least 0, got -5.'],
  ])('refuses %j when it is created', (settings, message) => {
    expect(() => createMcpExecutor(settings)).toThrow(InvalidSettingError);
    expect(() => createMcpExecutor(settings)).toThrow(message);
  });
});
