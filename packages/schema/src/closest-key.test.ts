import { describe, expect, it } from 'vitest';
import { closestKey } from './closest-key.js';

describe('closestKey', () => {
  const http = ['type', 'method', 'url', 'headers', 'auth', 'params', 'body', 'timeout_ms', 'retries'];
  const hints = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

  it('suggests a key within two edits, ignoring case', () => {
    expect(closestKey('headres', http)).toBe('headers');
    expect(closestKey('URL', http)).toBe('url');
  });

  it('suggests the one known key a shortened name starts', () => {
    expect(closestKey('timeout', http)).toBe('timeout_ms');
    expect(closestKey('readOnly', hints)).toBe('readOnlyHint');
    expect(closestKey('destructive', hints)).toBe('destructiveHint');
  });

  it('suggests nothing for unrelated, too short or ambiguous names', () => {
    expect(closestKey('cache', http)).toBeUndefined();
    expect(closestKey('tim', http)).toBeUndefined();
    expect(closestKey('direc', ['directoryAllowList', 'directoryDenyList'])).toBeUndefined();
  });
});
