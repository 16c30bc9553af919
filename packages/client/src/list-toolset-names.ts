import { readdir } from 'node:fs/promises';

const extensions = ['.mci.json', '.mci.yaml', '.mci.yml'];

/**
 * The toolset names a library folder offers, sorted: its `.mci.json`, `.mci.yaml` and `.mci.yml` files
 * without the ending, and its folders (but `mcp/`, where the tools of MCP servers are cached).
 */
export async function listToolsetNames(libraryDir: string): Promise<string[]> {
  const entries = await readdir(libraryDir, { withFileTypes: true }).catch(() => []);
  const names = entries.flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'mcp' || entry.name.startsWith('.') ? [] : [entry.name];
    const extension = extensions.find((ending) => entry.name.endsWith(ending));
    return extension ? [entry.name.slice(0, -extension.length)] : [];
  });
  return [...new Set(names)].sort();
}
