import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger.js';

function logAll(level: LogLevel): string[] {
  const lines: string[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(line) });
  logger.error('e');
  logger.warn('w');
  logger.info('i');
  logger.debug('d');
  return lines;
}

describe('createLogger', () => {
  it('drops lines below the level and labels the others', () => {
    expect(logAll('error')).toEqual(['mci: error: e\n']);
    expect(logAll('warn')).toEqual(['mci: error: e\n', 'mci: warning: w\n']);
    expect(logAll('info')).toEqual(['mci: error: e\n', 'mci: warning: w\n', 'mci: i\n']);
    expect(logAll('debug')).toEqual(['mci: error: e\n', 'mci: warning: w\n', 'mci: i\n', 'mci: debug: d\n']);
  });

  it('writes a multi-line message as one prefixed line each', () => {
    const lines: string[] = [];
    createLogger({ write: (line) => lines.push(line) }).error('first\nsecond');
    expect(lines).toEqual(['mci: error: first\n', 'mci: error: second\n']);
  });
});
