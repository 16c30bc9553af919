import path from 'node:path';
import type { MCIClient } from '@mci/client';
import { formatDiagnostic } from '@mci/schema';
import type { CliContext } from './cli-context.js';
import { loadEnvironment } from './load-environment.js';
import { readMciDocument } from './read-mci-document.js';
import { resolveMainFile } from './resolve-main-file.js';
import type { SchemaOptions } from './schema-options.js';

export interface OpenedClient {
  readonly client: MCIClient;
  readonly schemaFilePath: string;
  readonly env: Record<string, string | undefined>;
}

/**
 * Finds the main file, loads the env files and the client with every built-in executor. A spinner shows
 * on a terminal while the file's MCP servers are fetched. The load's warnings (a stale MCP cache used
 * after a failed fetch, unknown fields, ...) go to stderr, so stdout stays clean for `--format json`.
 */
export async function openClient(
  context: CliContext,
  options: SchemaOptions,
  settings: { offline?: boolean } = {},
): Promise<OpenedClient> {
  const { io } = context.output;
  const schemaFilePath = await resolveMainFile(options, io);
  const env = await loadEnvironment(schemaFilePath, options, io);
  const [{ MCIClient }, { createDefaultExecutors }] = await Promise.all([
    import('@mci/client'),
    import('@mci/host'),
  ]);
  const load = () =>
    MCIClient.load({ schemaFilePath, env, executors: createDefaultExecutors(), offline: settings.offline });
  const client =
    !settings.offline && (await declaresMcpServers(schemaFilePath))
      ? await context.output.withSpinner('Loading tools from MCP servers…', load)
      : await load();
  for (const warning of client.warnings) {
    const filePath = warning.filePath && (path.relative(io.cwd, warning.filePath) || warning.filePath);
    io.stderr.write(`${formatDiagnostic({ ...warning, ...(filePath && { filePath }) })}\n`);
  }
  return { client, schemaFilePath, env };
}

async function declaresMcpServers(schemaFilePath: string): Promise<boolean> {
  const document = await readMciDocument(schemaFilePath).catch(() => undefined);
  const servers = (document as { mcp_servers?: unknown } | undefined)?.mcp_servers;
  return typeof servers === 'object' && servers !== null && Object.keys(servers).length > 0;
}
