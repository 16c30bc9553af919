import type { McpCacheDocument } from '../write-mcp-cache.js';

/** A cache file of server `fx` with one tool, `echo`, that expires in 2030. */
export const echoCacheDocument: McpCacheDocument = {
  schemaVersion: '1.0',
  metadata: { name: 'fx', description: 'MCP server: fx', configHash: 'sha256:abc' },
  tools: [
    {
      name: 'echo',
      description: 'Echo',
      inputSchema: { type: 'object' },
      tags: [],
      execution: { type: 'mcp', serverName: 'fx', toolName: 'echo' },
    },
  ],
  expiresAt: '2030-01-01T00:00:00.000Z',
};
