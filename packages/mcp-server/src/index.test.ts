import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entry', () => {
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
});
