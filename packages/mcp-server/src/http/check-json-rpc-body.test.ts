import { describe, expect, it } from 'vitest';
import { checkJsonRpcBody, requestIds } from './check-json-rpc-body.js';

const request = (id: unknown) => ({ jsonrpc: '2.0', id, method: 'ping' });

describe('checkJsonRpcBody', () => {
  it('refuses an empty batch', () => {
    expect(checkJsonRpcBody([], () => false)?.message).toBe(
      'Invalid Request: an empty batch; send at least one message',
    );
  });

  it('refuses an id used twice in a batch or in flight, naming it', () => {
    expect(checkJsonRpcBody([request(1), request(1)], () => false)).toMatchObject({ id: 1 });
    expect(checkJsonRpcBody(request('x'), (id) => id === 'x')).toMatchObject({ id: 'x' });
    expect(checkJsonRpcBody([request(1), request(2)], () => false)).toBeUndefined();
  });

  it('counts only requests: notifications and answers have no id of a request', () => {
    const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const answer = { jsonrpc: '2.0', id: 1, result: {} };
    expect(requestIds([notification, answer, request(3)])).toEqual([3]);
  });
});
