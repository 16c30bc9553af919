/**
 * Who is calling over HTTP, as a token verifier established it. Never holds the token itself.
 */
export interface CallerIdentity {
  /**
   * Stable across the caller's tokens: keys rate limits and binds sessions. `jwt:<issuer>#<subject>` for
   * an OAuth access token (the client id when there is no subject), `api-key:<name>` for an API key.
   */
  readonly key: string;
  /** The verified `iss` of a JWT. */
  readonly issuer?: string;
  /** The verified `sub` of a JWT. */
  readonly subject?: string;
  /** The OAuth client the token was issued to (`client_id`, `azp` or `appid`). */
  readonly clientId?: string;
  /** The name of an API key. */
  readonly name?: string;
  /** Scopes the caller holds; `requiredScopes` of the tools are compared with them, exactly. */
  readonly scopes: readonly string[];
}

/** The identity fields shown in audit lines, logs and spans: everything but the scopes. */
export function describeCaller(identity: CallerIdentity): Record<string, string> {
  return {
    key: identity.key,
    ...(identity.issuer !== undefined && { issuer: identity.issuer }),
    ...(identity.subject !== undefined && { subject: identity.subject }),
    ...(identity.clientId !== undefined && { clientId: identity.clientId }),
    ...(identity.name !== undefined && { name: identity.name }),
  };
}
