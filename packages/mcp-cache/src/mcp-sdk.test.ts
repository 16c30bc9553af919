import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError, SseError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { httpStatusOf, isProtocolError, isSdkError } from './mcp-sdk.js';

// This file never calls loadMcpSdk: the checks must not depend on it having run.
describe('isSdkError', () => {
  it('recognises the SDK’s local errors and their codes before the SDK was loaded through this package', () => {
    const closed = new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed');
    const timeout = new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out');
    expect(isSdkError(closed)).toBe(true);
    expect(isSdkError(closed, 'CONNECTION_CLOSED')).toBe(true);
    expect(isSdkError(closed, 'REQUEST_TIMEOUT')).toBe(false);
    expect(isSdkError(timeout, 'REQUEST_TIMEOUT')).toBe(true);
  });

  it('refuses other errors, also ones with the same code', () => {
    expect(isSdkError(Object.assign(new Error('x'), { code: 'CONNECTION_CLOSED' }))).toBe(false);
    expect(isSdkError({ name: 'SdkError', code: 'CONNECTION_CLOSED', message: 'not an Error' })).toBe(false);
    expect(isSdkError(new ProtocolError(-32000, 'Connection closed'))).toBe(false);
  });
});

describe('isProtocolError', () => {
  it('recognises a JSON-RPC error answer and nothing else', () => {
    expect(isProtocolError(new ProtocolError(-32022, 'Unsupported protocol version: 2025-11-25'))).toBe(true);
    expect(isProtocolError(new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed'))).toBe(false);
  });
});

describe('httpStatusOf', () => {
  it('reads the status of the SDK’s HTTP errors of both transports and nothing else', () => {
    const notFound = new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Not Found', { status: 404 });
    expect(httpStatusOf(notFound)).toBe(404);
    expect(httpStatusOf(new SseError(405, 'Method Not Allowed', undefined as never))).toBe(405);
    expect(httpStatusOf(Object.assign(new Error('HTTP 404'), { code: 404 }))).toBeUndefined();
    expect(httpStatusOf(Object.assign(new Error('x'), { status: 404 }))).toBeUndefined();
  });
});
