import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { isMcpError, streamableHttpStatus } from './mcp-sdk.js';

// This file never calls loadMcpSdk: the checks must not depend on it having run.
describe('isMcpError', () => {
  it('recognises the SDK’s errors and their codes before the SDK was loaded through this package', () => {
    const closed = new McpError(ErrorCode.ConnectionClosed, 'Connection closed');
    const timeout = new McpError(ErrorCode.RequestTimeout, 'Request timed out');
    expect(isMcpError(closed)).toBe(true);
    expect(isMcpError(closed, 'ConnectionClosed')).toBe(true);
    expect(isMcpError(closed, 'RequestTimeout')).toBe(false);
    expect(isMcpError(timeout, 'RequestTimeout')).toBe(true);
  });

  it('refuses other errors, also ones with a numeric code', () => {
    expect(isMcpError(Object.assign(new Error('x'), { code: -32000 }))).toBe(false);
    expect(isMcpError({ name: 'McpError', code: -32000, message: 'not an Error' })).toBe(false);
  });
});

describe('streamableHttpStatus', () => {
  it('reads the status of the SDK’s StreamableHTTPError and nothing else', () => {
    expect(streamableHttpStatus(new StreamableHTTPError(404, 'Session not found'))).toBe(404);
    expect(streamableHttpStatus(Object.assign(new Error('HTTP 404'), { code: 404 }))).toBeUndefined();
  });
});
