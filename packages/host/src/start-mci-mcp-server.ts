import type { Readable, Writable } from 'node:stream';
import type { Tool } from '@mci/client';
import type { HttpServeSettings, MciMcpServer, RateLimitSettings, ToolSearchSettings } from '@mci/mcp-server';
import type { ExecutorV1, Logger } from '@mci/schema';

export interface StartMciMcpServerSettings {
  /** The main MCI file (JSON or YAML). */
  mainFilePath: string;
  /** One more `.env` file, relative to `cwd` (see `loadDotenv`). */
  envFile?: string;
  /** Folder relative paths are resolved against and shown from. Default `process.cwd()`. */
  cwd?: string;
  /** The real environment, which wins over `.env` files. Default `process.env`. */
  processEnv?: Readonly<Record<string, string | undefined>>;
  /** Only tools this keeps are served. */
  filter?: (tool: Tool) => boolean;
  /**
   * All tools in `tools/list` (default), search mode with pinned tools, or code mode with the limits of a
   * run in `codeMode` (see `ToolSearchSettings`).
   */
  toolSearch?: ToolSearchSettings;
  /**
   * Tools annotated `destructiveHint: true` run only once the person at the client confirmed them through
   * MCP elicitation (see `MciMcpServerOptions.confirmDestructive`). Default false.
   */
  confirmDestructive?: boolean;
  /** Default `stdio`. */
  transport?: 'stdio' | 'http';
  /**
   * Settings of the `http` transport, among them who may call: `authToken`, `oauth` (JWT access tokens of
   * identity providers), `tokenVerifiers` (your own), `publicUrl`.
   */
  http?: Omit<HttpServeSettings, 'logger' | 'auditLog'>;
  /** A file of hashed API keys with names and scopes, accepted over HTTP. */
  apiKeysFile?: string;
  /** Reload when the main file, a loaded file or an `.env` file changes. Default false. */
  watch?: boolean;
  /** Quiet time after a change before reloading. Default 150 ms. */
  watchDebounceMs?: number;
  /** How long running calls may take to finish at shutdown before they are cancelled. Default 5000 ms. */
  shutdownTimeoutMs?: number;
  /** Default: `info` and above to stderr. */
  logger?: Logger;
  /** Server name and version sent in `initialize`. */
  name?: string;
  version?: string;
  /** Makes the executors of each load. Default `createDefaultExecutors`. */
  executors?: () => ExecutorV1[];
  /** stdio streams. Default `process.stdin` and `process.stdout`. */
  stdin?: Readable;
  stdout?: Writable;
  /**
   * Append one JSON line per `tools/call` to this file (`-`: stderr). `includeArguments` adds the argument
   * values, with the env values in use replaced by `***`.
   */
  auditLog?: { target: string; includeArguments?: boolean };
  /** Rate limits per client and in total, in memory or in Redis. */
  rateLimits?: RateLimitSettings;
  /**
   * Start the OpenTelemetry SDK when the `OTEL_*` variables of `processEnv` ask for export (see
   * `startTelemetry`). Default false: spans go to whatever SDK the program registered, if any.
   */
  telemetryFromEnv?: boolean;
  /** Shut down gracefully on SIGINT and SIGTERM (a second signal is not caught). Default true. */
  handleSignals?: boolean;
}

export interface RunningMciMcpServer {
  readonly mci: MciMcpServer;
  /** The MCP endpoint over HTTP; undefined over stdio. */
  readonly url: string | undefined;
  /**
   * Shuts down gracefully: no new calls, running calls finish (bounded), then everything closes. Never
   * rejects: a problem while closing is logged.
   */
  close(): Promise<void>;
  /** Settles once shut down, whatever started it (signal, stdin closed, `close()`). */
  readonly closed: Promise<void>;
}

/**
 * Everything `mci-mcp-server` and `mci run` do: load `.env` files and the MCI file, serve its tools over
 * stdio or HTTP, reload on changes when asked, and shut down cleanly on a signal or when the client closes
 * stdin. Logs go to the logger (stderr), never to stdout. Throws when the first load or listen fails.
 */
export async function startMciMcpServer(settings: StartMciMcpServerSettings): Promise<RunningMciMcpServer> {
  // The server library and the MCP SDK's server are imported here, not by this package's entry: the
  // commands that only load tools (`mci list`, `mci call`, ...) import the entry and never serve.
  const { serveMainFile } = await import('./serve-main-file.js');
  return serveMainFile(settings);
}
