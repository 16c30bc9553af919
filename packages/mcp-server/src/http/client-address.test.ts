import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address.js';

/** The parts of a node:http request the resolver reads: its headers and its socket's address. */
function requestFrom(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('clientAddressResolver', () => {
  it('ignores forwarding headers unless proxies are trusted', () => {
    const request = requestFrom('10.0.0.5', { 'x-forwarded-for': '203.0.113.7' });
    expect(clientAddressResolver(undefined)(request)).toBe('10.0.0.5');
    expect(clientAddressResolver(0)(request)).toBe('10.0.0.5');
    expect(clientAddressResolver(1)(request)).toBe('203.0.113.7');
  });

  it('goes back as many hops as trusted, and no further than a client could forge', () => {
    const request = requestFrom('10.0.0.5', { 'x-forwarded-for': '198.51.100.9, 203.0.113.7, 10.0.0.4' });
    expect(clientAddressResolver(1)(request)).toBe('10.0.0.4');
    expect(clientAddressResolver(2)(request)).toBe('203.0.113.7');
    expect(clientAddressResolver(9)(request)).toBe('198.51.100.9');
  });

  it('trusts only the listed proxies', () => {
    const request = requestFrom('10.0.0.5', { 'x-forwarded-for': '198.51.100.9, 203.0.113.7' });
    expect(clientAddressResolver(['10.0.0.0/8'])(request)).toBe('203.0.113.7');
    expect(clientAddressResolver(['10.0.0.0/8', '203.0.113.7'])(request)).toBe('198.51.100.9');
    expect(clientAddressResolver(['192.168.0.0/16'])(request)).toBe('10.0.0.5');
  });

  it('reads the for= parts of a Forwarded header when there is no X-Forwarded-For', () => {
    const forwarded = 'for=198.51.100.9:4711;proto=https, for="[2001:db8::17]:80";by=10.0.0.5';
    const request = requestFrom('::1', { forwarded });
    expect(clientAddressResolver(['loopback'])(request)).toBe('2001:db8::17');
    expect(clientAddressResolver(2)(request)).toBe('198.51.100.9');
  });

  it('refuses a setting that is not a hop count or addresses, naming the entry', () => {
    expect(() => clientAddressResolver(['10.0.0.0/99'])).toThrow(
      expect.objectContaining({ code: 'INVALID_TRUST_PROXY', value: '10.0.0.0/99' }),
    );
    expect(() => clientAddressResolver(-1)).toThrow(/trust-proxy setting "-1"/);
  });
});
