import { describe, expect, it } from 'vitest';
import type { MciDiagnostic } from './mci-diagnostic.js';
import { MciFileError } from './mci-file-error.js';

describe('MciFileError', () => {
  it('lists at most 100 errors, cuts long lines and counts the rest, so the message stays short', () => {
    const diagnostics: MciDiagnostic[] = Array.from({ length: 1000 }, (_, index) => ({
      severity: 'error',
      code: 'INVALID_VALUE',
      message: `expected "1.0", received "${'x'.repeat(2000)}"`,
      filePath: 'mci/big.mci.json',
      line: index + 1,
      column: 3,
      path: `tools[${index}].name`,
    }));
    const error = new MciFileError({ filePath: 'mci.json', diagnostics });
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('mci.json is not a valid MCI file (1000 errors):');
    expect(lines).toHaveLength(102);
    expect(lines[100]).toMatch(
      /^ {2}mci\/big\.mci\.json:100:3: error: tools\[99\]\.name: expected "1\.0", received "x+…$/,
    );
    expect(lines[101]).toBe('  and 900 more errors');
    expect(Buffer.byteLength(error.message)).toBeLessThan(64 * 1024);
    expect(error.diagnostics).toHaveLength(1000);
  });
});
