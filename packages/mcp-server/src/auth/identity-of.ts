import type { AuthInfo } from '@modelcontextprotocol/server';
import type { CallerIdentity } from './caller-identity.js';

/** The caller identity the HTTP auth layer attached to a request, if any. */
export function identityOf(authInfo: AuthInfo | undefined): CallerIdentity | undefined {
  const identity = authInfo?.extra?.identity;
  return typeof identity === 'object' && identity !== null ? (identity as CallerIdentity) : undefined;
}
