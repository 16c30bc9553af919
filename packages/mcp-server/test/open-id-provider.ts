import { listenLocal, type RunningServer, stop } from '@mci/test-utils/local-server';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

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
