import path from 'node:path';
import { readMciDocument } from '../read-mci-document.js';
import { isToolsetNamed } from './toolset-entry.js';

/** A tool name an import would add that the project already uses, and where. */
export interface NameClash {
  readonly name: string;
  /** `toolset petstore`, `MCP server github` or `main file`. */
  readonly usedBy: string;
}

/**
 * The names among `names` that the main file's other tools already use: the file is loaded (offline)
 * without the entry of `toolset`, which the import replaces. A main file that does not load yet is
 * not checked here: `mci validate` shows its problems.
 */
export async function findNameClashes(
  schemaFilePath: string,
  toolset: string,
  names: readonly string[],
): Promise<NameClash[]> {
  const document = await readMciDocument(schemaFilePath).catch(() => undefined);
  if (typeof document !== 'object' || document === null) return [];
  const main = document as { toolsets?: unknown; tools?: unknown; mcp_servers?: unknown };
  const others = Array.isArray(main.toolsets)
    ? main.toolsets.filter((item) => !isToolsetNamed(item, toolset))
    : main.toolsets;
  // A main file that declares no other tools (a new project) has no names to clash with; the load
  // below, and the executors it imports, would only find that out.
  if (isEmpty(main.tools) && isEmpty(others) && isEmpty(main.mcp_servers)) return [];
  const [{ MCIClient }, { createDefaultExecutors }] = await Promise.all([
    import('@mci/client'),
    import('@mci/host'),
  ]);
  const client = await MCIClient.load({
    schema: { ...main, toolsets: others },
    baseDir: path.dirname(schemaFilePath),
    executors: createDefaultExecutors(),
    offline: true,
  }).catch(() => undefined);
  if (client === undefined) return [];
  const used = new Map(client.tools().map((tool) => [tool.name, tool.source]));
  await client.close();
  return names.flatMap((name) => {
    const source = used.get(name);
    if (source === undefined) return [];
    const usedBy = source.toolset
      ? `toolset ${source.toolset}`
      : source.mcpServer
        ? `MCP server ${source.mcpServer}`
        : 'main file';
    return [{ name, usedBy }];
  });
}

/** Absent, or an empty list or object. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
