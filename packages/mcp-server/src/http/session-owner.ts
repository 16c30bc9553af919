import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ClientAddressOf } from './client-address.js';

/**
 * Whose session a request would open, for the per-client cap: its credentials where the server checks
 * them, else its address (an unchecked header would let a client pick a new identity each time; a
 * forwarded address counts only through trusted proxies, see `clientAddressResolver`).
 */
export function sessionOwner(
  request: IncomingMessage,
  checksToken: boolean,
  clientAddressOf: ClientAddressOf,
): string {
  const authorization = request.headers.authorization;
  if (checksToken && typeof authorization === 'string' && authorization !== '') {
    return `token:${createHash('sha256').update(authorization).digest('hex')}`;
  }
  return `address:${clientAddressOf(request)}`;
}
