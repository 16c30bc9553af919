import path from 'node:path';
import { createApiKeyVerifier } from './create-api-key-verifier.js';
import { loadApiKeys } from './load-api-keys.js';
import type { AuditLog } from './open-audit-log.js';
import type { HttpServeSettings } from './serve-http.js';

/**
 * The settings of the HTTP transport of a started server: those given, the API keys of `apiKeysFile`
 * (relative to `cwd`) added to the token verifiers, and the audit log (for calls refused for scopes).
 */
export async function httpServeSettings(
  http: Omit<HttpServeSettings, 'logger' | 'auditLog'> | undefined,
  apiKeysFile: string | undefined,
  cwd: string,
  auditLog: AuditLog | undefined,
): Promise<Omit<HttpServeSettings, 'logger'>> {
  const verifiers = http?.tokenVerifiers;
  const keys = apiKeysFile === undefined ? undefined : await loadApiKeys(path.resolve(cwd, apiKeysFile));
  return {
    ...http,
    ...(keys !== undefined && { tokenVerifiers: [...(verifiers ?? []), createApiKeyVerifier(keys)] }),
    ...(auditLog !== undefined && { auditLog }),
  };
}
