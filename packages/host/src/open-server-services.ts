import type { MCIClient } from '@mci/client';
import {
  type AuditLog,
  createRateLimiter,
  openAuditLog,
  type RateLimiter,
  type RateLimitSettings,
} from '@mci/mcp-server';
import type { Logger } from '@mci/schema';
import type { ClientLoader } from './client-loader.js';
import { startTelemetry, type Telemetry } from './start-telemetry.js';

export interface ServerServiceSettings {
  readonly auditLog?: { target: string; includeArguments?: boolean } | undefined;
  readonly rateLimits?: RateLimitSettings | undefined;
  readonly telemetryFromEnv?: boolean | undefined;
  readonly processEnv?: Readonly<Record<string, string | undefined>> | undefined;
}

/** What a started server holds besides its client: closed by `release`, in reverse order of opening. */
export interface ServerServices {
  readonly client: MCIClient;
  readonly auditLog?: AuditLog;
  readonly rateLimiter?: RateLimiter;
  release(): Promise<void>;
}

/**
 * Opens, in order: telemetry (so the first call is traced), the audit log (an unwritable one stops the
 * start before anything else is opened), the first client, the rate limiter. When one step
 * fails, what the steps before it opened is closed again and the error is thrown.
 */
export async function openServerServices(
  settings: ServerServiceSettings,
  logger: Logger,
  loader: Pick<ClientLoader, 'load' | 'redact'>,
): Promise<ServerServices> {
  const telemetry: Telemetry | undefined =
    settings.telemetryFromEnv === true
      ? await startTelemetry(settings.processEnv ?? process.env, logger)
      : undefined;
  let auditLog: AuditLog | undefined;
  let rateLimiter: RateLimiter | undefined;
  const release = async () => {
    await rateLimiter?.close();
    auditLog?.close();
    await telemetry?.shutdown();
  };
  try {
    if (settings.auditLog !== undefined)
      auditLog = openAuditLog({ ...settings.auditLog, redact: (value) => loader.redact(value), logger });
    const client = await loader.load();
    if (settings.rateLimits !== undefined)
      rateLimiter = await createRateLimiter({ ...settings.rateLimits, logger });
    return { client, ...(auditLog && { auditLog }), ...(rateLimiter && { rateLimiter }), release };
  } catch (error) {
    await release();
    throw error;
  }
}
