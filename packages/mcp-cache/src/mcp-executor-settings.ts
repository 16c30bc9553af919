import { checkIntegerSetting } from '@mci/executor-kit';
import type { Transport } from '@modelcontextprotocol/client';
import packageJson from '../package.json' with { type: 'json' };
import type { RenderedMcpServerConfig } from './render-server-config.js';
import type { ServerDefinition } from './server-definition.js';

/**
 * Makes the transport for a server (tests, embedders: in-memory servers, custom auth, proxies). Return
 * `undefined` to use the default transport (stdio, or Streamable HTTP with SSE fallback) for that server.
 */
export type McpTransportFactory = (
  serverName: string,
  config: RenderedMcpServerConfig,
) => Transport | undefined | Promise<Transport | undefined>;

export interface McpExecutorSettings {
  /** Time limit of one `tools/call`, and of one page of `tools/list`, in ms. Default 60 000. */
  timeoutMs?: number;
  /** Time limit to start or reach a server and finish connecting (discovery or `initialize`), in ms. Default 30 000. */
  connectTimeoutMs?: number;
  /** How many bytes of a stdio server's stderr are kept for error messages. Default 4096. */
  stderrTailBytes?: number;
  /** Supplies transports instead of the default ones (see `McpTransportFactory`). */
  createTransport?: McpTransportFactory;
  /** Name and version sent to servers (`initialize`, or each request's `_meta`). Default `{ name: 'mci', version: <package version> }`. */
  clientInfo?: { name: string; version: string };
  /** Clock used for cache expiry. Default `() => new Date()`. */
  now?: () => Date;
}

export type ResolvedMcpExecutorSettings = Required<Omit<McpExecutorSettings, 'createTransport'>> &
  Pick<McpExecutorSettings, 'createTransport'>;

export function resolveMcpExecutorSettings(settings: McpExecutorSettings = {}): ResolvedMcpExecutorSettings {
  return {
    timeoutMs: checkIntegerSetting('timeoutMs', settings.timeoutMs ?? 60_000, 1),
    connectTimeoutMs: checkIntegerSetting('connectTimeoutMs', settings.connectTimeoutMs ?? 30_000, 1),
    stderrTailBytes: checkIntegerSetting('stderrTailBytes', settings.stderrTailBytes ?? 4096, 0),
    createTransport: settings.createTransport,
    clientInfo: settings.clientInfo ?? { name: 'mci', version: packageJson.version },
    now: settings.now ?? (() => new Date()),
  };
}

/** The settings for one server: its entry's `config.timeoutMs` and `config.connectTimeoutMs` win. */
export function settingsForServer(
  settings: ResolvedMcpExecutorSettings,
  definition: ServerDefinition,
): ResolvedMcpExecutorSettings {
  const config = definition.config.config;
  return {
    ...settings,
    timeoutMs: config?.timeoutMs ?? settings.timeoutMs,
    connectTimeoutMs: config?.connectTimeoutMs ?? settings.connectTimeoutMs,
  };
}
