import path from 'node:path';
import { MCIClient } from '@mci/client';
import type { ExecutorV1, Logger } from '@mci/schema';
import { createApiKeyVerifier, loadApiKeys } from '../src/host.js';
import {
  type AuditLogSettings,
  createMciMcpServer,
  createRateLimiter,
  type HttpServeSettings,
  type MciMcpServer,
  openAuditLog,
  type RateLimitSettings,
  serveHttp,
  type ToolSearchSettings,
} from '../src/index.js';

export interface TestServerSettings {
  /** The main MCI file, loaded with `executors` (the `text` type is built in). */
  schemaFilePath: string;
  executors?: readonly ExecutorV1[];
  http?: Omit<HttpServeSettings, 'logger' | 'auditLog'>;
  /** A file of hashed API keys, accepted next to the other token verifiers. */
  apiKeysFile?: string;
  auditLog?: Omit<AuditLogSettings, 'logger'>;
  rateLimits?: RateLimitSettings;
  toolSearch?: ToolSearchSettings;
  logger?: Logger;
}

export interface TestServer {
  readonly mci: MciMcpServer;
  /** The MCP endpoint. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The library composed as an app composes it, over HTTP on a free port of 127.0.0.1: a client loaded from
 * the file, the audit log, the rate limiter and the API keys given, the server and its HTTP transport.
 */
export async function startTestServer(settings: TestServerSettings): Promise<TestServer> {
  const { logger } = settings;
  const client = await MCIClient.load({
    schemaFilePath: settings.schemaFilePath,
    executors: settings.executors ?? [],
  });
  const auditLog = settings.auditLog && openAuditLog({ ...settings.auditLog, ...(logger && { logger }) });
  const rateLimiter =
    settings.rateLimits && (await createRateLimiter({ ...settings.rateLimits, ...(logger && { logger }) }));
  const mci = createMciMcpServer(client, {
    ...(logger && { logger }),
    ...(auditLog && { auditLog }),
    ...(rateLimiter && { rateLimiter }),
    ...(settings.toolSearch && { toolSearch: settings.toolSearch }),
  });
  const keys =
    settings.apiKeysFile === undefined
      ? undefined
      : await loadApiKeys(path.resolve(path.dirname(settings.schemaFilePath), settings.apiKeysFile));
  const http = await serveHttp(mci, {
    port: 0,
    ...settings.http,
    ...(keys && { tokenVerifiers: [...(settings.http?.tokenVerifiers ?? []), createApiKeyVerifier(keys)] }),
    ...(auditLog && { auditLog }),
    ...(logger && { logger }),
  });
  return {
    mci,
    url: http.url,
    close: async () => {
      await mci.close();
      await http.close();
      await rateLimiter?.close();
      auditLog?.close();
    },
  };
}
