import type { Attributes } from '@opentelemetry/api';
import type { CallerIdentity } from '../auth/caller-identity.js';

/** Span attributes naming the caller: `enduser.id` (subject, client id or API-key name) and where it comes from. */
export function callerAttributes(identity: CallerIdentity): Attributes {
  return {
    'enduser.id': identity.subject ?? identity.clientId ?? identity.name ?? identity.key,
    ...(identity.issuer !== undefined && { 'mci.caller.issuer': identity.issuer }),
    ...(identity.clientId !== undefined && { 'mci.caller.client_id': identity.clientId }),
    ...(identity.name !== undefined && { 'mci.caller.api_key': identity.name }),
  };
}
