import { describe, expect, it } from 'vitest';
import { StderrTail } from './stderr-tail.js';

describe('StderrTail', () => {
  it('keeps only the last bytes, joining lines', () => {
    const tail = new StderrTail(16);
    tail.push('starting server\n');
    tail.push(Buffer.from('fatal: no key\n'));
    tail.push('exit\n');
    expect(tail.text()).toBe('al: no key | exit');
  });

  it('is empty until something is written', () => {
    expect(new StderrTail(8).text()).toBe('');
  });

  it('drops a multi-byte character cut at the start', () => {
    const tail = new StderrTail(4);
    tail.push('aébcd');
    expect(tail.text()).toBe('bcd');
  });
});
