import { describe, expect, it } from 'vitest';
import { compareDocuments } from './compare-documents.js';

describe('compareDocuments', () => {
  it('finds no difference between equal documents, whatever their line endings', () => {
    expect(compareDocuments('a\nb\n', 'a\nb\n')).toBeUndefined();
    expect(compareDocuments('a\r\nb\r\n', 'a\nb\n')).toBeUndefined();
  });

  it('reports the block from the first to the last changed line', () => {
    const difference = compareDocuments('a\nb\nc\nd\n', 'a\nB\nC\nd\n');
    expect(difference).toMatchObject({
      firstLine: 2,
      committedLines: ['b', 'c'],
      generatedLines: ['B', 'C'],
    });
    expect(difference?.summary).toBe('lines 2-3 differ (2 lines now 2)\n- b\n- c\n+ B\n+ C');
  });

  it('reports lines missing from the committed document', () => {
    const difference = compareDocuments('a\nd\n', 'a\nb\nc\nd\n');
    expect(difference?.summary).toBe('2 lines missing at line 2\n+ b\n+ c');
  });

  it('shows at most maxLines lines of each side', () => {
    const difference = compareDocuments('x\n', 'a\nb\nc\n', { maxLines: 1 });
    expect(difference?.summary).toBe('line 1 differs (1 line now 3)\n- x\n+ a\n  ... 2 lines more');
  });
});
