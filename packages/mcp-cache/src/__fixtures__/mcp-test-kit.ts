import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import type { LoadMcpServersRequest } from '@mci/schema/internal';
import {
  connectInMemory,
  createFixtureMcpServer,
  type FixtureMcpServerOptions,
  fixtureScripts,
} from '@mci/test-utils/mcp-servers';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createMcpExecutor, type McpExecutor } from '../create-mcp-executor.js';
import type { McpExecutorSettings, McpTransportFactory } from '../mcp-executor-settings.js';

/** A transport factory serving fixture servers in memory, counting how many were started. */
export function inMemoryFixture(options: FixtureMcpServerOptions = {}): {
  createTransport: McpTransportFactory;
  starts: () => number;
  /** Every server instance started, in order. */
  servers: McpServer[];
  events: string[];
} {
  const servers: McpServer[] = [];
  const events: string[] = [];
  return {
    createTransport: () => {
      const server = createFixtureMcpServer({ onEvent: (event) => events.push(event), ...options });
      servers.push(server);
      return connectInMemory(server);
    },
    starts: () => servers.length,
    servers,
    events,
  };
}

/** A stdio server config running the fixture script with `node`, logging its starts to `startsLog`. */
export function stdioFixtureConfig(startsLog: string, ...extraArgs: string[]): Record<string, unknown> {
  return {
    command: process.execPath,
    args: [fixtureScripts.stdioServer, '--starts-log', startsLog, ...extraArgs],
  };
}

/** The cache file a server gets under `{dir}/mci/mcp/`. */
export function cacheFileOf(dir: string, serverName: string): string {
  return path.join(dir, 'mci', 'mcp', `${serverName}.mci.json`);
}

export async function readCacheFile(dir: string, serverName: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(cacheFileOf(dir, serverName), 'utf8')) as Record<string, unknown>;
}

/** A load request for servers whose library folder is `{dir}/mci`. */
export function loadRequest(
  dir: string,
  servers: Record<string, unknown>,
  extra: Partial<LoadMcpServersRequest> = {},
): LoadMcpServersRequest {
  return { servers, libraryDir: path.join(dir, 'mci'), env: {}, ...extra };
}

/** Loads a main file with only `mcp_servers` through the real client. */
export function loadClient(
  dir: string,
  servers: Record<string, unknown>,
  options: {
    executor?: McpExecutor;
    settings?: McpExecutorSettings;
    env?: Record<string, string>;
    offline?: boolean;
    /** `strictMcpServers` of the load. Default true: a server that cannot be loaded fails it. */
    strict?: boolean;
  } = {},
): Promise<MCIClient> {
  return MCIClient.load({
    schema: { schemaVersion: '1.0', mcp_servers: servers },
    baseDir: dir,
    env: options.env ?? {},
    offline: options.offline ?? false,
    strictMcpServers: options.strict ?? true,
    executors: [options.executor ?? createMcpExecutor(options.settings)],
  });
}
