import path from 'node:path';
import type { AuditLog, HttpServeSettings } from '@mci/mcp-server';
import { createApiKeyVerifier, loadApiKeys } from '@mci/mcp-server/host';

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
