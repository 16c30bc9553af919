import type { CallerIdentity } from './caller-identity.js';

/**
 * Turns a bearer token into the identity of its holder. Pass your own to `startMciMcpServer` (for example
 * one that asks an introspection endpoint about opaque tokens, RFC 7662).
 *
 * - Resolve with the identity when the token is valid.
 * - Resolve with `undefined` when the token is not one this verifier knows (the next verifier is asked;
 *   when none knows it, the request gets 401 `invalid_token`).
 * - Throw `InvalidTokenError` when the token is of this verifier's kind but must be refused (expired,
 *   wrong audience, bad signature); its reason goes into the 401 answer, so it must not contain the token.
 */
export interface TokenVerifier {
  verify(token: string): Promise<CallerIdentity | undefined>;
}
