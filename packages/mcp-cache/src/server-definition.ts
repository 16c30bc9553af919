import { createHash } from 'node:crypto';
import { describeIssues, formatJsonPath, type McpServerConfig, mcpServerSchema } from '@mci/schema/internal';
import { readTemplateStrings } from '@mci/templating';
import { assertSafeServerName } from './assert-safe-server-name.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import { stableJson } from './stable-json.js';

/** Default lifetime of a cache file, in days, when the server's `config.expDays` is not given. */
export const DEFAULT_EXP_DAYS = 30;

/** One validated `mcp_servers` entry with the env it was loaded with. Templates are not rendered yet. */
export interface ServerDefinition {
  readonly name: string;
  readonly config: McpServerConfig;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Working folder of a stdio server (the main file's folder), when known. */
  readonly baseDir: string | undefined;
  readonly expDays: number;
  /**
   * Written into the cache file: SHA-256 of how the server is started or reached (command, args, env,
   * url, headers, as written, templates unrendered, so env values never enter it) and `expDays`.
   */
  readonly configHash: string;
  /** In memory only: the config plus the values of the env variables it uses; a change reconnects. */
  readonly identity: string;
  /** Values of the env variables the config's templates use (secrets). */
  readonly secrets: readonly string[];
}

/** Validates one `mcp_servers` entry with the schema package's `mcpServerSchema`. */
export function parseServerDefinition(
  name: string,
  raw: unknown,
  context: { env: Readonly<Record<string, string | undefined>>; baseDir?: string | undefined },
): ServerDefinition {
  const { env, baseDir } = context;
  assertSafeServerName(name);
  const parsed = mcpServerSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = describeIssues(parsed.error.issues, raw).map(({ path, message }) => {
      const where = formatJsonPath(path);
      return `${where ? `${where}: ` : ''}${message}`;
    });
    throw new McpServerConfigError({ serverName: name, reason: problems.join('; ') });
  }
  const config = parsed.data;
  const connection = connectionFields(config);
  const envNames = collectEnvNames(name, connection);
  const expDays = config.config?.expDays ?? DEFAULT_EXP_DAYS;
  const configHash = `sha256:${createHash('sha256').update(stableJson({ connection, expDays })).digest('hex')}`;
  const usedEnv = Object.fromEntries(envNames.map((envName) => [envName, env[envName] ?? null]));
  return {
    name,
    config,
    env,
    baseDir,
    expDays,
    configHash,
    identity: stableJson({ connection, expDays, usedEnv, baseDir: baseDir ?? null }),
    secrets: envNames.map((envName) => env[envName]).filter((value): value is string => value !== undefined),
  };
}

/** The fields that say how a server is started or reached (everything but `config`). */
function connectionFields(config: McpServerConfig): Record<string, unknown> {
  if (isHttpConfig(config)) return { type: 'http', url: config.url, headers: config.headers };
  return { command: config.command, args: config.args, env: config.env };
}

export function isHttpConfig(config: McpServerConfig): config is Extract<McpServerConfig, { type: 'http' }> {
  return 'type' in config && config.type === 'http';
}

/** The env variables the connection fields read (placeholders only, as they are rendered), sorted. */
function collectEnvNames(serverName: string, connection: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const found of readTemplateStrings(connection, { directives: false })) {
    if (found.error)
      throw new McpServerConfigError({ serverName, reason: found.error.message }, { cause: found.error });
    for (const name of found.envNames) names.add(name);
  }
  return [...names].sort();
}
