import { describe, expect, it } from 'vitest';
import { formatTable } from './format-table.js';

describe('formatTable', () => {
  it('aligns columns and flattens line breaks', () => {
    const text = formatTable(
      ['NAME', 'TYPE', 'DESCRIPTION'],
      [
        ['greet', 'text', 'Say\nhello'],
        ['read_notes', 'file', ''],
      ],
    );
    expect(text).toBe('NAME        TYPE  DESCRIPTION\ngreet       text  Say hello\nread_notes  file');
  });

  it('cuts the last column to the width with an ellipsis', () => {
    const text = formatTable(['A', 'B'], [['x', 'a'.repeat(50)]], { width: 20 });
    const line = text.split('\n')[1] ?? '';
    expect(line.length).toBe(20);
    expect(line.endsWith('…')).toBe(true);
  });

  it('styles only the header row', () => {
    const text = formatTable(['A'], [['b']], { header: (head) => `<${head}>` });
    expect(text).toBe('<A>\nb');
  });

  it('never cuts the first column: long names push the other columns right', () => {
    const name = `repos_${'x'.repeat(60)}`;
    const text = formatTable(['NAME', 'DESCRIPTION'], [[name, 'd'.repeat(80)]], { width: 90 });
    const line = text.split('\n')[1] ?? '';
    expect(line.startsWith(`${name}  `)).toBe(true);
    expect(line.length).toBe(90);
    expect(line.endsWith('…')).toBe(true);
  });
});
