import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 with a free port; the handler is set once the URL is known. */
async function listenLocal(): Promise<{
  server: Server;
  url: string;
  handle: (h: (req: IncomingMessage, res: ServerResponse) => void) => void;
}> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    handle: (next) => {
      handler = next;
    },
  };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A client of the OpenID provider: client credentials only, allowed these scopes. */
export interface ProviderClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scope: string;
}

/**
 * A real OAuth 2.1 authorization server (`oidc-provider`): client credentials grant, resource indicators
 * (RFC 8707) issuing ES256-signed JWT access tokens whose `aud` is the requested resource.
 */
export async function startOpenIdProvider(
  clients: readonly ProviderClient[],
  scopes: string,
): Promise<RunningServer> {
  const local = await listenLocal();
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'provider-key', alg: 'ES256', use: 'sig' };
  const provider = new Provider(local.url, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      grant_types: ['client_credentials'],
      redirect_uris: [],
      response_types: [],
      scope: client.scope,
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [signingKey as JWK as never] },
    scopes: scopes.split(' '),
    ttl: { ClientCredentials: 300 },
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx, resourceIndicator) => ({
          scope: scopes,
          audience: resourceIndicator,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
  });
  local.handle(provider.callback());
  return { url: local.url, close: () => stop(local.server) };
}

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
  const { exportSPKI } = await import('jose');
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
