import { createHash } from 'node:crypto';
import type { ApiKey } from './load-api-keys.js';
import type { TokenVerifier } from './token-verifier.js';

/**
 * Recognises the API keys of a key file by their SHA-256 (the keys themselves are not kept anywhere).
 * The identity is `api-key:<name>` with the key's scopes. Other tokens are left to other verifiers.
 */
export function createApiKeyVerifier(keys: readonly ApiKey[]): TokenVerifier {
  const byHash = new Map(keys.map((key) => [key.sha256, key]));
  return {
    async verify(token) {
      const key = byHash.get(createHash('sha256').update(token).digest('hex'));
      if (key === undefined) return undefined;
      return { key: `api-key:${key.name}`, name: key.name, scopes: key.scopes };
    },
  };
}
