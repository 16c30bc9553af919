import { OAuthDiscoveryError } from './oauth-discovery-error.js';

/**
 * Finds the `jwks_uri` of an issuer: its RFC 8414 authorization server metadata first, then its OpenID
 * Connect discovery document. The document must name the same issuer. Each request is bounded by
 * `timeoutMs`. Throws `OAuthDiscoveryError` saying which URLs were tried and what they answered.
 */
export async function discoverJwksUri(issuer: string, timeoutMs: number): Promise<URL> {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  const candidates = [
    new URL(`/.well-known/oauth-authorization-server${path}`, url.origin),
    new URL(`${path}/.well-known/openid-configuration`, url.origin),
  ];
  const problems: string[] = [];
  for (const candidate of candidates) {
    const found = await readJwksUri(candidate, issuer, timeoutMs);
    if (found instanceof URL) return found;
    problems.push(`GET ${candidate.href} ${found}`);
  }
  throw new OAuthDiscoveryError({ issuer, reason: problems.join('; ') });
}

/** The `jwks_uri` a metadata document gives, or why it gives none. */
async function readJwksUri(candidate: URL, issuer: string, timeoutMs: number): Promise<URL | string> {
  let response: Response;
  try {
    response = await fetch(candidate, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return `answered ${response.status}`;
  }
  const metadata: unknown = await response.json().catch(() => undefined);
  if (typeof metadata !== 'object' || metadata === null) return 'did not answer a JSON object';
  const { issuer: named, jwks_uri: jwksUri } = metadata as Record<string, unknown>;
  if (named !== issuer) return `names issuer ${JSON.stringify(named)}, not ${JSON.stringify(issuer)}`;
  if (typeof jwksUri !== 'string' || !URL.canParse(jwksUri)) return 'has no valid jwks_uri';
  return new URL(jwksUri);
}
