import { createRemoteJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import type { CallerIdentity } from './caller-identity.js';
import { discoverJwksUri } from './discover-jwks-uri.js';
import { InvalidTokenError } from './invalid-token-error.js';
import type { TokenVerifier } from './token-verifier.js';

export interface JwtVerifierSettings {
  /** Accepted issuers, exactly as tokens write `iss` (Auth0's end with `/`). */
  issuers: readonly string[];
  /** Accepted audiences: a token's `aud` must name one of them. */
  audiences: readonly string[];
  /** The JWKS of the (one) issuer, instead of finding it through the issuer's metadata. */
  jwksUri?: string;
  /** Claims read as scopes: space-separated strings or arrays. Default `scope` and `scp`. */
  scopeClaims?: readonly string[];
  /** Bound of each metadata and JWKS request. Default 5000 ms. */
  timeoutMs?: number;
  /** Accepted clock difference for `exp` and `nbf`. Default 30 s. */
  clockToleranceSeconds?: number;
}

/** Signatures with a private key only: no `none`, no HMAC (whose key would be the public key). */
const asymmetricAlgorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/**
 * Verifies JWT access tokens (RFC 9068) of the configured issuers with the keys each publishes (JWKS,
 * found through RFC 8414 or OpenID discovery on first use, cached, fetched again for an unknown key id so
 * rotation works): asymmetric signature, `exp` required, `iss` one of the issuers, `aud` one of the
 * audiences. Tokens that are not JWTs are left to other verifiers.
 */
export function createJwtVerifier(settings: JwtVerifierSettings): TokenVerifier {
  const timeoutMs = settings.timeoutMs ?? 5000;
  const scopeClaims = settings.scopeClaims ?? ['scope', 'scp'];
  const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>();
  const keySetOf = (issuer: string) => {
    let keySet = keySets.get(issuer);
    if (keySet === undefined) {
      keySet = (
        settings.jwksUri !== undefined
          ? Promise.resolve(new URL(settings.jwksUri))
          : discoverJwksUri(issuer, timeoutMs)
      ).then((uri) => createRemoteJWKSet(uri, { timeoutDuration: timeoutMs }));
      // A failed discovery is tried again by the next request.
      keySet.catch(() => keySets.delete(issuer));
      keySets.set(issuer, keySet);
    }
    return keySet;
  };
  return {
    async verify(token) {
      const unverified = decodeUnverified(token);
      if (unverified === undefined) return undefined;
      const issuer = unverified.iss;
      if (typeof issuer !== 'string' || !settings.issuers.includes(issuer)) {
        throw new InvalidTokenError({ reason: `the issuer ${JSON.stringify(issuer)} is not accepted` });
      }
      const keySet = await keySetOf(issuer);
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience: [...settings.audiences],
          algorithms: asymmetricAlgorithms,
          requiredClaims: ['exp'],
          clockTolerance: settings.clockToleranceSeconds ?? 30,
        });
        return identityOf(payload, issuer, scopeClaims);
      } catch (error) {
        const reason = describeJoseError(error);
        if (reason === undefined) throw error;
        throw new InvalidTokenError({ reason }, { cause: error });
      }
    },
  };
}

function decodeUnverified(token: string): JWTPayload | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

function identityOf(payload: JWTPayload, issuer: string, scopeClaims: readonly string[]): CallerIdentity {
  const text = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : undefined);
  const subject = text('sub');
  const clientId = text('client_id') ?? text('azp') ?? text('appid');
  const who = subject ?? clientId;
  if (who === undefined)
    throw new InvalidTokenError({ reason: 'the token names no subject (sub) or client' });
  const scopes = scopeClaims.flatMap((claim) => {
    const value = payload[claim];
    if (typeof value === 'string') return value.split(' ').filter((scope) => scope !== '');
    return Array.isArray(value) ? value.filter((scope): scope is string => typeof scope === 'string') : [];
  });
  return {
    key: `jwt:${issuer}#${who}`,
    issuer,
    ...(subject !== undefined && { subject }),
    ...(clientId !== undefined && { clientId }),
    scopes: [...new Set(scopes)],
  };
}

/** A reason for the 401 answer, or undefined for a failure that is not the token's fault. */
function describeJoseError(error: unknown): string | undefined {
  if (error instanceof errors.JWTExpired) return 'the token expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud' && error.reason === 'missing') return 'the token has no audience (aud)';
    if (error.claim === 'aud') return 'the audience (aud) does not name this server';
    return `the ${error.claim} claim is ${error.reason === 'missing' ? 'missing' : 'not valid'}`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'the signing algorithm is not an accepted asymmetric one';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return 'it is signed with a key the issuer does not publish';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the signature does not verify';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'it is not a valid JWT';
  if (error instanceof errors.JOSENotSupported) return 'it uses an unsupported algorithm or key';
  return undefined;
}
