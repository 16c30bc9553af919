import { describe, expect, it } from 'vitest';
import * as hostEntry from './host.js';
import * as library from './index.js';

describe('the public entries', () => {
  it('exports a small set of values: the server, its transports, the limits, errors and _meta keys', () => {
    expect(Object.keys(library).sort()).toEqual([
      'InvalidTokenError',
      'clientAddressResolver',
      'createMciMcpServer',
      'createRateLimiter',
      'errorCodeMetaKey',
      'loadCodeMode',
      'mcpServerErrorCodes',
      'metadataMetaKey',
      'openAuditLog',
      'retryAfterMetaKey',
      'serveHttp',
      'serveStdio',
    ]);
  });

  it('@mci/mcp-server/host: the pieces @mci/host composes, not for general use', () => {
    expect(Object.keys(hostEntry).sort()).toEqual([
      'createApiKeyVerifier',
      'defaultAutoSearchTokens',
      'describeToolsMode',
      'importOptionalPackage',
      'loadApiKeys',
      'toMcpTool',
      'unenforcedScopesWarning',
    ]);
  });
});
