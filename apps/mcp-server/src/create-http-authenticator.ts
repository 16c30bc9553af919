import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/runtime';
import type { CallerIdentity } from './caller-identity.js';
import { InvalidTokenError } from './invalid-token-error.js';
import type { TokenVerifier } from './token-verifier.js';

export interface HttpAuthenticatorSettings {
  /** Asked in order; the first to recognise the token decides. */
  verifiers: readonly TokenVerifier[];
  /** The MCP endpoint as clients reach it: the protected resource. */
  resource: string;
  /** The endpoint path this server listens on (differs from the resource's behind a proxy). */
  endpointPath: string;
  /** Issuers listed as `authorization_servers`. */
  authorizationServers: readonly string[];
  /** Every scope the served tools require, for `scopes_supported` and the 401 challenge. */
  scopesSupported: () => readonly string[];
  logger: Logger;
}

export interface HttpRefusal {
  readonly status: number;
  readonly message: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface HttpAuthenticator {
  /** Answers `GET /.well-known/oauth-protected-resource[/<path>]` (RFC 9728); false for other requests. */
  serveMetadata(pathname: string, response: ServerResponse): boolean;
  /** The caller's identity, or why the request is refused (401, 400 or 503, with the challenge). */
  authenticate(request: IncomingMessage): Promise<{ identity: CallerIdentity } | { refusal: HttpRefusal }>;
  /** The 403 answer to a call that needs scopes the caller does not hold. */
  insufficientScope(tool: string, requiredScopes: readonly string[]): HttpRefusal;
}

const metadataPath = '/.well-known/oauth-protected-resource';

/**
 * The OAuth 2.1 resource-server side of the HTTP transport: protected resource metadata, bearer tokens
 * from the `Authorization` header only (a token in the query string is refused), and the
 * `WWW-Authenticate` challenges of RFC 6750 and RFC 9728.
 */
export function createHttpAuthenticator(settings: HttpAuthenticatorSettings): HttpAuthenticator {
  const resource = new URL(settings.resource);
  const resourcePath = resource.pathname === '/' ? '' : resource.pathname;
  const metadataUrl = `${resource.origin}${metadataPath}${resourcePath}`;
  const metadataPaths = new Set([
    metadataPath,
    `${metadataPath}${resourcePath}`,
    `${metadataPath}${settings.endpointPath}`,
  ]);
  // Parameters in a fixed order: error, error_description, resource_metadata, scope.
  const challenge = ({ scope, ...error }: Record<string, string>) =>
    `Bearer ${Object.entries({
      ...error,
      resource_metadata: metadataUrl,
      ...(scope !== undefined && { scope }),
    })
      .map(([name, value]) => `${name}="${headerSafe(value)}"`)
      .join(', ')}`;
  const unauthorized = (message: string, fields: Record<string, string>): { refusal: HttpRefusal } => {
    const scope = settings.scopesSupported().join(' ');
    return {
      refusal: {
        status: 401,
        message,
        headers: { 'WWW-Authenticate': challenge({ ...fields, ...(scope !== '' && { scope }) }) },
      },
    };
  };

  return {
    serveMetadata(pathname, response) {
      if (!metadataPaths.has(pathname)) return false;
      const body = {
        resource: settings.resource,
        authorization_servers: [...settings.authorizationServers],
        scopes_supported: [...settings.scopesSupported()],
        bearer_methods_supported: ['header'],
      };
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=300' })
        .end(`${JSON.stringify(body)}\n`);
      return true;
    },
    async authenticate(request) {
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      if (query.has('access_token')) {
        const description = 'access tokens are accepted in the Authorization header only, never in the URL';
        return {
          refusal: {
            status: 400,
            message: `Bad request: ${description}`,
            headers: {
              'WWW-Authenticate': challenge({ error: 'invalid_request', error_description: description }),
            },
          },
        };
      }
      const token = /^Bearer +([\x21-\x7E]+) *$/i.exec(request.headers.authorization ?? '')?.[1];
      if (token === undefined) return unauthorized('Authorization required: send a bearer token', {});
      try {
        for (const verifier of settings.verifiers) {
          const identity = await verifier.verify(token);
          if (identity !== undefined) return { identity };
        }
        return unauthorized('Invalid access token: not a token this server knows', {
          error: 'invalid_token',
          error_description: 'not a token this server knows',
        });
      } catch (error) {
        if (InvalidTokenError.isInstance(error)) {
          return unauthorized(error.message, { error: 'invalid_token', error_description: error.reason });
        }
        const reason = error instanceof Error ? error.message : String(error);
        settings.logger.warn(`cannot verify an access token: ${reason}`);
        return {
          refusal: {
            status: 503,
            message: 'Cannot verify access tokens now; try again later',
            headers: { 'Retry-After': '5' },
          },
        };
      }
    },
    insufficientScope(tool, requiredScopes) {
      const scope = requiredScopes.join(' ');
      return {
        status: 403,
        message: `Forbidden: ${tool} needs the scopes ${scope}`,
        headers: {
          'WWW-Authenticate': challenge({
            error: 'insufficient_scope',
            error_description: `${tool} needs the scopes ${scope}`,
            scope,
          }),
        },
      };
    },
  };
}

/** Keeps what a quoted header parameter may hold (RFC 6750 section 3): no `"`, `\` or control characters. */
function headerSafe(value: string): string {
  return value.replace(/["\\]/g, "'").replace(/[^\x20-\x7E]/g, '?');
}
