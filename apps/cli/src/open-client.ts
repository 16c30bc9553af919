import type { MCIClient } from '@mci/client';
import type { CliContext } from './cli-context.js';
import { readMciDocument } from './read-mci-document.js';
import { loadEnvironment, resolveSchemaFile, type SchemaOptions } from './schema-options.js';

export interface OpenedClient {
  readonly client: MCIClient;
  readonly schemaFilePath: string;
  readonly env: Record<string, string | undefined>;
}

/**
 * Finds the main file, loads the env files and the client with every built-in executor. A spinner shows
 * on a terminal while the file's MCP servers are fetched.
 */
export async function openClient(
  context: CliContext,
  options: SchemaOptions,
  settings: { offline?: boolean } = {},
): Promise<OpenedClient> {
  const { io } = context.output;
  const schemaFilePath = await resolveSchemaFile(options, io);
  const env = await loadEnvironment(schemaFilePath, options, io);
  const [{ MCIClient }, { createDefaultExecutors }] = await Promise.all([
    import('@mci/client'),
    import('@mci/runtime'),
  ]);
  const load = () =>
    MCIClient.load({ schemaFilePath, env, executors: createDefaultExecutors(), offline: settings.offline });
  const client =
    !settings.offline && (await declaresMcpServers(schemaFilePath))
      ? await context.output.withSpinner('Loading tools from MCP servers…', load)
      : await load();
  return { client, schemaFilePath, env };
}

async function declaresMcpServers(schemaFilePath: string): Promise<boolean> {
  const document = await readMciDocument(schemaFilePath).catch(() => undefined);
  const servers = (document as { mcp_servers?: unknown } | undefined)?.mcp_servers;
  return typeof servers === 'object' && servers !== null && Object.keys(servers).length > 0;
}
