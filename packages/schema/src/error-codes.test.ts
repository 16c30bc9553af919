import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes.js';

describe('errorCodes', () => {
  it('lists each code once, sorted by code', () => {
    const codes = errorCodes.map((info) => info.code);
    expect(codes).toEqual([...new Set(codes)].sort());
  });

  it('names only the built-in execution types, and gives every code one line of meaning', () => {
    for (const info of errorCodes) {
      expect(info.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(info.meaning).toMatch(/^\S.*\.$/);
      expect(info.meaning).not.toContain('\n');
      for (const type of info.executionTypes) expect(['text', 'http', 'cli', 'file', 'mcp']).toContain(type);
    }
  });
});
