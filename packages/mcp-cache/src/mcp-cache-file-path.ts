import path from 'node:path';

/** `{libraryDir}/mcp/{serverName}.mci.json` (the name is checked before). */
export function mcpCacheFilePath(libraryDir: string, serverName: string): string {
  return path.join(libraryDir, 'mcp', `${serverName}.mci.json`);
}
