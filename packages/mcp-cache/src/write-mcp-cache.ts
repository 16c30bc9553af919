import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { McpCachedTool } from './to-mci-tool.js';

/** The cache file of one server, in the format the Python adapter writes. */
export interface McpCacheDocument {
  schemaVersion: '1.0';
  metadata: { name: string; description: string; configHash: string };
  tools: McpCachedTool[];
  /** ISO 8601 date and time after which the tools are fetched again. */
  expiresAt: string;
}

/** Writes the file atomically: a temporary file in the same folder, then a rename over the old one. */
export async function writeMcpCache(file: string, document: McpCacheDocument): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`, { encoding: 'utf8', mode: 0o644 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
