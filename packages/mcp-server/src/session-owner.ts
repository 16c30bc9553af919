import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Whose session a request would open, for the per-client cap: its credentials where the server checks
 * them, else its address (an unchecked header would let a client pick a new identity each time).
 */
export function sessionOwner(request: IncomingMessage, checksToken: boolean): string {
  const authorization = request.headers.authorization;
  if (checksToken && typeof authorization === 'string' && authorization !== '') {
    return `token:${createHash('sha256').update(authorization).digest('hex')}`;
  }
  return `address:${request.socket.remoteAddress ?? 'unknown'}`;
}
