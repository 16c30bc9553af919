import {
  createLogger,
  isLogLevel,
  type LogLevel,
  logLevels,
  parseToolFilters,
  type StartMciMcpServerSettings,
} from '@mci/host';
import { clientAddressResolver, type RateLimitRule, type TrustProxy } from '@mci/mcp-server';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { type AuthCommandOptions, addAuthOptions, authSettingsFromOptions } from './auth-options.js';
import { filterOption } from './filter-option.js';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';
import { parseRateLimit } from './parse-rate-limit.js';

/** The options `addServeOptions` defines, as commander parses them. */
export interface ServeCommandOptions extends AuthCommandOptions {
  http?: boolean;
  port?: number;
  host?: string;
  stateless?: boolean;
  allowedHost?: string[];
  authToken?: string;
  allowUnauthenticatedRemote?: boolean;
  watch?: boolean;
  filter?: string[];
  tools?: 'all' | 'search' | 'auto' | 'code';
  pin?: string[];
  codeTimeout?: number;
  codeCompute?: number;
  codeMemory?: number;
  codeToolCalls?: number;
  codeOutput?: number;
  confirmDestructive?: boolean;
  envFile?: string;
  logLevel?: LogLevel;
  shutdownTimeout?: number;
  auditLog?: string;
  auditArgs?: boolean;
  rateLimit?: RateLimitRule[];
  rateLimitTotal?: RateLimitRule[];
  redis?: string;
  maxSessions?: number;
  maxSessionsPerClient?: number;
  sessionIdleTimeout?: number;
  headersTimeout?: number;
  requestTimeout?: number;
  keepAliveTimeout?: number;
  trustProxy?: TrustProxy;
}

/** The HTTP limit options: option key, flag, and the `HttpServeSettings` field each one sets. */
const httpLimitOptions = [
  ['maxSessions', '--max-sessions', 'maxSessions'],
  ['maxSessionsPerClient', '--max-sessions-per-client', 'maxSessionsPerClient'],
  ['sessionIdleTimeout', '--session-idle-timeout', 'sessionIdleTimeoutMs'],
  ['headersTimeout', '--headers-timeout', 'headersTimeoutMs'],
  ['requestTimeout', '--request-timeout', 'requestTimeoutMs'],
  ['keepAliveTimeout', '--keep-alive-timeout', 'keepAliveTimeoutMs'],
] as const;

/** The limits of a code run: option key, flag, and the `CodeModeSettings` field each one sets. */
const codeLimitOptions = [
  ['codeTimeout', '--code-timeout', 'timeoutMs'],
  ['codeCompute', '--code-compute', 'computeMs'],
  ['codeMemory', '--code-memory', 'memoryBytes'],
  ['codeToolCalls', '--code-tool-calls', 'maxToolCalls'],
  ['codeOutput', '--code-output', 'maxOutputChars'],
] as const;

/**
 * Adds the serving options shared by `mci-mcp-server` and `mci run` to a commander command (everything
 * but the file option, which each command names its own way).
 */
export function addServeOptions<T extends Command>(command: T): T {
  command
    .option('--http', 'serve over Streamable HTTP instead of stdio')
    .option('--port <number>', 'HTTP port (default 3000)', parsePort)
    .option('--host <address>', 'HTTP address to listen on (default 127.0.0.1)')
    .option('--stateless', 'HTTP without sessions (no notifications)')
    .option(
      '--allowed-host <host>',
      'accept this Host/Origin name too, as name or name:port (repeatable)',
      collect,
    )
    .option('--auth-token <token>', 'require "Authorization: Bearer <token>" (default: $MCI_AUTH_TOKEN)')
    .option('--allow-unauthenticated-remote', 'allow a non-loopback --host without a token')
    .option('--watch', 'reload when the MCI files or .env files change')
    .addOption(filterOption().argParser(collectFilter))
    .addOption(
      new Option(
        '--tools <mode>',
        'all: list every tool; search: list search_tools, call_tool and --pin tools; auto (default): all up to ~10 000 tokens of tool definitions, search above; code: list search_tools (TypeScript declarations), execute (runs code that calls tools; needs @mci/code-mode) and --pin tools',
      )
        .choices(['all', 'search', 'auto', 'code'])
        .default('auto'),
    )
    .option(
      '--pin <filter>',
      'in search mode, list these tools too (--filter syntax, repeatable)',
      collectFilter,
    )
    .option('--code-timeout <ms>', 'with --tools code: wall time of a run (default 30000)', parseCount)
    .option(
      '--code-compute <ms>',
      'with --tools code: how long a run may compute at a stretch, holding up other requests (default 1000)',
      parseCount,
    )
    .option('--code-memory <MiB>', 'with --tools code: memory of a run (default 64)', parseMemory)
    .option('--code-tool-calls <number>', 'with --tools code: tool calls per run (default 100)', parseCount)
    .option(
      '--code-output <chars>',
      'with --tools code: characters a run may print and return (default 40000)',
      parseCount,
    )
    .option(
      '--confirm-destructive',
      'run tools annotated destructiveHint only once the user confirmed them (MCP elicitation); refuse them when the client cannot ask',
    )
    .option('--env-file <path>', 'read one more .env file (wins over the ones found)')
    .option('--log-level <level>', `stderr verbosity: ${logLevels.join(', ')} (default info)`, parseLogLevel)
    .option(
      '--shutdown-timeout <ms>',
      'how long running calls may finish at shutdown (default 5000)',
      parseMs,
    )
    .option('--audit-log <file>', 'append one JSON line per tool call to this file (- for stderr)')
    .option('--audit-args', 'put the argument values (env values redacted) in the audit log too')
    .option(
      '--rate-limit <tool=N/unit>',
      'at most N calls per s, m or h for each client; * for all tools together (repeatable)',
      collectRateLimit('--rate-limit'),
    )
    .option(
      '--rate-limit-total <tool=N/unit>',
      'like --rate-limit, but for all clients together (repeatable)',
      collectRateLimit('--rate-limit-total'),
    )
    .option('--redis <url>', 'keep the rate-limit counts in Redis, shared by every copy of the server');
  return addAuthOptions(addHttpLimitOptions(command));
}

/** The limits of the HTTP transport: sessions and the node:http timeouts. */
function addHttpLimitOptions<T extends Command>(command: T): T {
  return command
    .option('--max-sessions <number>', 'HTTP sessions open at most; more get 503 (default 1000)', parseCount)
    .option(
      '--max-sessions-per-client <number>',
      'HTTP sessions open at most per token or address (default 100)',
      parseCount,
    )
    .option(
      '--session-idle-timeout <ms>',
      'close an HTTP session idle this long; 0 never (default 600000)',
      parseMs,
    )
    .option('--headers-timeout <ms>', 'time to send the request headers (default 10000)', parseMs)
    .option('--request-timeout <ms>', 'time to send a whole request; 0 none (default 30000)', parseMs)
    .option('--keep-alive-timeout <ms>', 'close idle keep-alive connections after (default 5000)', parseMs)
    .option(
      '--trust-proxy <hops|addresses>',
      'tell clients apart by X-Forwarded-For/Forwarded through this many proxies, or these proxy addresses/CIDRs (comma-separated)',
      parseTrustProxy,
    );
}

export interface ServeSettingsContext {
  /** The main MCI file. */
  mainFilePath: string;
  /** Read for `MCI_AUTH_TOKEN`. Default `process.env`. */
  processEnv?: Readonly<Record<string, string | undefined>>;
}

/** Turns parsed options into `startMciMcpServer` settings; throws `InvalidServeOptionError` on a misuse. */
export function serveSettingsFromOptions(
  options: ServeCommandOptions,
  context: ServeSettingsContext,
): StartMciMcpServerSettings {
  const processEnv = context.processEnv ?? process.env;
  checkCombinations(options);
  const limited = options.rateLimit !== undefined || options.rateLimitTotal !== undefined;
  const authToken = options.authToken ?? nonEmpty(processEnv.MCI_AUTH_TOKEN);
  const auth = authSettingsFromOptions(options, {
    value: authToken,
    option: options.authToken !== undefined ? '--auth-token' : '$MCI_AUTH_TOKEN',
  });
  return {
    mainFilePath: context.mainFilePath,
    processEnv,
    transport: options.http === true ? 'http' : 'stdio',
    http: { ...httpSettings(options), ...auth.http, ...httpLimits(options) },
    ...(auth.apiKeysFile !== undefined && { apiKeysFile: auth.apiKeysFile }),
    ...(options.filter !== undefined && { filter: parseToolFilters(options.filter) }),
    ...(options.tools !== undefined && {
      toolSearch: {
        mode: options.tools,
        ...(options.pin !== undefined && { pin: parseToolFilters(options.pin) }),
        ...(options.tools === 'code' && { codeMode: codeLimits(options) }),
      },
    }),
    ...(options.confirmDestructive !== undefined && { confirmDestructive: options.confirmDestructive }),
    ...(options.watch !== undefined && { watch: options.watch }),
    ...(options.envFile !== undefined && { envFile: options.envFile }),
    ...(options.shutdownTimeout !== undefined && { shutdownTimeoutMs: options.shutdownTimeout }),
    ...(options.auditLog !== undefined && {
      auditLog: { target: options.auditLog, includeArguments: options.auditArgs === true },
    }),
    ...(limited && {
      rateLimits: {
        perClient: options.rateLimit ?? [],
        total: options.rateLimitTotal ?? [],
        ...(options.redis !== undefined && { redisUrl: options.redis }),
      },
    }),
    telemetryFromEnv: true,
    logger: createLogger({ level: options.logLevel ?? 'info' }),
  };
}

/** Options that mean nothing without another one, and a Redis URL that is not one. */
function checkCombinations(options: ServeCommandOptions): void {
  const refuse = (option: string, reason: string) => {
    throw new InvalidServeOptionError({ option, reason });
  };
  if (options.http !== true) {
    const httpOnly = httpOnlyOptions.find(([key]) => options[key] !== undefined);
    if (httpOnly !== undefined) refuse(httpOnly[1], 'only applies with --http');
  }
  if (options.auditArgs === true && options.auditLog === undefined)
    refuse('--audit-args', 'only applies with --audit-log');
  const limited = options.rateLimit !== undefined || options.rateLimitTotal !== undefined;
  if (options.redis !== undefined && !limited)
    refuse('--redis', 'only applies with --rate-limit or --rate-limit-total');
  if (options.redis !== undefined && !/^rediss?:\/\//.test(options.redis))
    refuse('--redis', 'takes a redis:// or rediss:// URL');
  if (options.pin !== undefined && (options.tools ?? 'all') === 'all')
    refuse('--pin', 'only applies with --tools search, auto or code');
  const codeLimit = codeLimitOptions.find(([key]) => options[key] !== undefined);
  if (codeLimit !== undefined && options.tools !== 'code')
    refuse(codeLimit[1], 'only applies with --tools code');
}

const httpOnlyOptions = [
  ['port', '--port'],
  ['host', '--host'],
  ['stateless', '--stateless'],
  ['allowedHost', '--allowed-host'],
  ['authToken', '--auth-token'],
  ['allowUnauthenticatedRemote', '--allow-unauthenticated-remote'],
  ['oauthIssuer', '--oauth-issuer'],
  ['publicUrl', '--public-url'],
  ['apiKeys', '--api-keys'],
  ['trustProxy', '--trust-proxy'],
  ...httpLimitOptions,
] as const;

function httpSettings(options: ServeCommandOptions): StartMciMcpServerSettings['http'] {
  return {
    ...(options.port !== undefined && { port: options.port }),
    ...(options.host !== undefined && { host: options.host }),
    ...(options.stateless !== undefined && { stateless: options.stateless }),
    ...(options.allowedHost !== undefined && { allowedHosts: options.allowedHost }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.allowUnauthenticatedRemote !== undefined && {
      allowUnauthenticatedRemote: options.allowUnauthenticatedRemote,
    }),
  };
}

function httpLimits(options: ServeCommandOptions): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [key, , field] of httpLimitOptions) {
    const value = options[key];
    if (value !== undefined) limits[field] = value;
  }
  return limits;
}

function codeLimits(options: ServeCommandOptions): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [key, , field] of codeLimitOptions) {
    const value = options[key];
    if (value !== undefined) limits[field] = key === 'codeMemory' ? value * 1024 * 1024 : value;
  }
  return limits;
}

/** Mebibytes of sandbox memory: from 1 to 2048 (the sandbox's WebAssembly memory cannot grow beyond). */
function parseMemory(value: string): number {
  const mib = Number(value);
  if (!Number.isInteger(mib) || mib < 1 || mib > 2048)
    throw new InvalidArgumentError('expected a whole number of MiB from 1 to 2048.');
  return mib;
}

function parseCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new InvalidArgumentError('expected a whole number from 1.');
  return count;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  }
  return port;
}

function parseMs(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new InvalidArgumentError('expected a number of milliseconds.');
  return ms;
}

/** A hop count (`1`) or proxy addresses and CIDR ranges separated by commas (`10.0.0.0/8,loopback`). */
function parseTrustProxy(value: string): TrustProxy {
  const trust = /^\d+$/.test(value.trim())
    ? Number(value)
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
  if (Array.isArray(trust) && trust.length === 0)
    throw new InvalidArgumentError('expected a number of hops or proxy addresses.');
  try {
    clientAddressResolver(trust);
  } catch (error) {
    throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
  }
  return trust;
}

function parseLogLevel(value: string): LogLevel {
  if (!isLogLevel(value)) throw new InvalidArgumentError(`expected one of ${logLevels.join(', ')}.`);
  return value;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function collectRateLimit(option: string) {
  return (value: string, previous: RateLimitRule[] | undefined): RateLimitRule[] => {
    try {
      return [...(previous ?? []), parseRateLimit(value, option)];
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  };
}

function collectFilter(value: string, previous: string[] | undefined): string[] {
  try {
    parseToolFilters([value]);
  } catch (error) {
    throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
  }
  return collect(value, previous);
}
