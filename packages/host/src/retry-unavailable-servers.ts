import type { MCIClient } from '@mci/client';
import type { MciMcpServer } from '@mci/mcp-server';
import type { Logger } from '@mci/schema';

export interface UnavailableServerRetrySettings {
  readonly mci: MciMcpServer;
  /** Loads the MCI file again (env files included). */
  readonly load: () => Promise<MCIClient>;
  readonly logger: Logger;
  /** Wait before the first retry; doubled after each failed one. Default 1000 ms. */
  readonly initialDelayMs?: number;
  /** Longest wait between retries. Default 60 000 ms. */
  readonly maxDelayMs?: number;
}

export interface UnavailableServerRetry {
  /** Stops retrying (shutdown). */
  close(): void;
}

/** The warning code the client gives an MCP server whose tools a load left out. */
const UNAVAILABLE = 'MCP_SERVER_UNAVAILABLE';

function unavailableCount(client: MCIClient): number {
  return client.warnings.filter((warning) => warning.code === UNAVAILABLE).length;
}

/**
 * While the served client misses the tools of an MCP server that could not be loaded, loads the file
 * again with exponential backoff; a load that brings back a server's tools replaces the client, which
 * sends `notifications/tools/list_changed` to every connection.
 */
export function retryUnavailableServers(settings: UnavailableServerRetrySettings): UnavailableServerRetry {
  const { mci, load, logger } = settings;
  const initialDelayMs = settings.initialDelayMs ?? 1000;
  const maxDelayMs = settings.maxDelayMs ?? 60_000;
  let delayMs = initialDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const attempt = async () => {
    const served = mci.client;
    const missing = unavailableCount(served);
    if (missing === 0) return schedule(initialDelayMs);
    const next = await load().catch((error: unknown) => {
      logger.debug(`retrying MCP servers failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (next !== undefined && !closed && mci.client === served && unavailableCount(next) < missing) {
      await mci.setClient(next);
      logger.info(`an MCP server is back: serving ${mci.tools().length} tools`);
      delayMs = initialDelayMs;
    } else {
      await next?.close();
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
    schedule(delayMs);
  };

  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => void attempt(), ms).unref();
  };

  schedule(delayMs);
  return {
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
