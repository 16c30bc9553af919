import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { listenLocal, type RunningServer, stop } from './local-server.js';

/**
 * An issuer whose tokens the tests mint themselves: publishes RFC 8414 metadata and a JWKS with one ES256
 * key; `sign` signs with that key, `signWithUnknownKey` with a key it does not publish.
 */
export async function startTestIssuer(): Promise<
  RunningServer & {
    sign(payload: JWTPayload, options?: { expiresIn?: string | number }): Promise<string>;
    signWithUnknownKey(payload: JWTPayload): Promise<string>;
    publicKeyPem: string;
  }
> {
  const local = await listenLocal();
  const published = await generateKeyPair('ES256', { extractable: true });
  const unknown = await generateKeyPair('ES256', { extractable: true });
  const jwks = {
    keys: [{ ...(await exportJWK(published.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }],
  };
  const publicKeyPem = await exportSPKI(published.publicKey);
  local.handle((request, response) => {
    const json = (body: unknown) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/.well-known/oauth-authorization-server') {
      return json({ issuer: local.url, jwks_uri: `${local.url}/jwks`, token_endpoint: `${local.url}/token` });
    }
    if (request.url === '/jwks') return json(jwks);
    response.writeHead(404).end();
  });
  const signWith = (key: CryptoKey, kid: string, payload: JWTPayload, expiresIn: string | number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(local.url)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  return {
    url: local.url,
    publicKeyPem,
    sign: (payload, options = {}) =>
      signWith(published.privateKey, 'test-key', payload, options.expiresIn ?? '5m'),
    signWithUnknownKey: (payload) => signWith(unknown.privateKey, 'test-key', payload, '5m'),
    close: () => stop(local.server),
  };
}
