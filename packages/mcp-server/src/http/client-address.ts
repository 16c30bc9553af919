import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { InvalidTrustProxyError } from './invalid-trust-proxy-error.js';

/**
 * Which proxies in front of the server are trusted to say who the client is, as Express's `trust proxy`:
 * a number of hops (the last N addresses of `X-Forwarded-For`, the socket's counted first), or the
 * addresses, CIDR ranges and range names (`loopback`, `linklocal`, `uniquelocal`) of the proxies.
 */
export type TrustProxy = number | readonly string[];

/** The address a request is keyed by: its socket's, or the client a trusted proxy forwarded. */
export type ClientAddressOf = (request: IncomingMessage) => string;

/**
 * How to find the client address of a request: without `trust`, the socket's address (forwarding headers
 * are ignored: any client can write them); with it, the furthest address of `X-Forwarded-For` (or of the
 * `for=` parts of `Forwarded` when there is no `X-Forwarded-For`) reached through trusted proxies only.
 * Throws `InvalidTrustProxyError` for a setting that is not a hop count or a list of addresses.
 */
export function clientAddressResolver(trust: TrustProxy | undefined): ClientAddressOf {
  const socketAddress = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown';
  if (trust === undefined || trust === 0 || (Array.isArray(trust) && trust.length === 0))
    return socketAddress;
  const trusted = compileTrust(trust);
  return (request) => {
    const forwardedFor = request.headers['x-forwarded-for'] ?? forwardedForList(request.headers.forwarded);
    if (forwardedFor === undefined) return socketAddress(request);
    const view = { headers: { 'x-forwarded-for': forwardedFor }, socket: request.socket };
    return proxyAddr(view as unknown as IncomingMessage, trusted) ?? socketAddress(request);
  };
}

function compileTrust(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === 'number') {
    if (!Number.isInteger(trust) || trust < 0)
      throw new InvalidTrustProxyError({ value: String(trust), reason: 'a hop count is a whole number' });
    return (_address, hop) => hop < trust;
  }
  for (const entry of trust) {
    try {
      proxyAddr.compile(entry);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new InvalidTrustProxyError({ value: entry, reason });
    }
  }
  return proxyAddr.compile([...trust]);
}

/**
 * The `for=` addresses of an RFC 7239 `Forwarded` header as an `X-Forwarded-For` list: quotes, IPv6
 * brackets and ports taken off.
 */
function forwardedForList(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const addresses: string[] = [];
  for (const element of header.split(',')) {
    for (const pair of element.split(';')) {
      const [name, value] = pair.split('=', 2).map((part) => part.trim());
      if (name?.toLowerCase() !== 'for' || value === undefined) continue;
      addresses.push(bareAddress(value.replace(/^"|"$/g, '')));
    }
  }
  return addresses.length === 0 ? undefined : addresses.join(', ');
}

function bareAddress(node: string): string {
  if (node.startsWith('[')) return node.slice(1, node.indexOf(']') > 0 ? node.indexOf(']') : undefined);
  const colon = node.indexOf(':');
  return colon > 0 && colon === node.lastIndexOf(':') ? node.slice(0, colon) : node;
}
