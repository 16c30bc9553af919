import type { Logger } from '@mci/schema';

export interface ShutdownSettings {
  readonly logger: Logger;
  /** Catch SIGINT and SIGTERM (a second signal is not caught and ends the process at once). */
  readonly handleSignals: boolean;
  /** Settles when the stdio client went away; undefined over HTTP. */
  readonly stdioEnded: Promise<void> | undefined;
  /** Everything that stops the server, in order; `immediate` when the stdio client went away. */
  readonly stop: (immediate: boolean) => Promise<void>;
}

const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/**
 * One graceful shutdown, whatever starts it first: `close()`, a signal, or the stdio client closing the
 * connection. `close` never rejects: a problem while stopping is logged. `closed` settles once stopped.
 */
export function shutDownOnce(settings: ShutdownSettings): { close(): Promise<void>; closed: Promise<void> } {
  const { logger } = settings;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  let closing: Promise<void> | undefined;
  const stop = (immediate: boolean) => {
    closing ??= (async () => {
      for (const signal of signals) process.off(signal, onSignal);
      await settings.stop(immediate);
      logger.debug('stopped');
    })()
      .catch((error: unknown) => {
        logger.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(markClosed);
    return closing;
  };
  const close = () => stop(false);
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info(`received ${signal}, shutting down`);
    void close();
  };
  if (settings.handleSignals) for (const signal of signals) process.on(signal, onSignal);
  settings.stdioEnded?.then(() => {
    if (closing === undefined) logger.info('the client closed the connection, shutting down');
    void stop(true);
  });
  return { close, closed };
}
