import type { Logger } from '@mci/schema';

/** Severity of a log line, from the most to the least important. */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

export const logLevels: readonly LogLevel[] = ['error', 'warn', 'info', 'debug'];

export interface LoggerSettings {
  /** Lines below this level are dropped. Default `info`. */
  level?: LogLevel;
  /** Receives each finished line, newline included. Default: writes to `process.stderr`. */
  write?: (line: string) => void;
}

const labels: Record<LogLevel, string> = {
  error: 'error: ',
  warn: 'warning: ',
  info: '',
  debug: 'debug: ',
};

/** A logger writing `mci: ...` lines to stderr (never stdout, which carries the protocol in stdio mode). */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const threshold = logLevels.indexOf(settings.level ?? 'info');
  const write = settings.write ?? ((line: string) => process.stderr.write(line));
  const log = (level: LogLevel) => (message: string) => {
    if (logLevels.indexOf(level) > threshold) return;
    for (const line of message.split('\n')) write(`mci: ${labels[level]}${line}\n`);
  };
  return { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') };
}

export function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value);
}
