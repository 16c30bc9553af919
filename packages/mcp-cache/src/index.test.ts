import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/mcp-cache: the mcp executor (which also loads mcp_servers), its errors and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'DEFAULT_EXP_DAYS',
      'McpServerConfigError',
      'McpServerUnavailableError',
      'McpToolCallError',
      'createMcpExecutor',
      'mcpErrorCodes',
    ]);
  });
});
