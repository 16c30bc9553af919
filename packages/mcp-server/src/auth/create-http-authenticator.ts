import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
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
  /** The JSON-RPC error code of the answer, when not the default -32000. */
  readonly code?: number;
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
  const challenge = createChallenge(
    `${resource.origin}${metadataPath}${resourcePath}`,
    settings.scopesSupported,
  );
  const metadataPaths = new Set([
    metadataPath,
    `${metadataPath}${resourcePath}`,
    `${metadataPath}${settings.endpointPath}`,
  ]);
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
    authenticate: (request) => authenticate(request, settings, challenge),
    insufficientScope(tool, requiredScopes) {
      const scope = requiredScopes.join(' ');
      const description = `${tool} needs the scopes ${scope}`;
      return {
        status: 403,
        message: `Forbidden: ${description}`,
        headers: {
          'WWW-Authenticate': challenge.header({
            error: 'insufficient_scope',
            error_description: description,
            scope,
          }),
        },
      };
    },
  };
}

interface Challenge {
  /** `Bearer error="…", error_description="…", resource_metadata="…", scope="…"`, in that order. */
  header(fields: { error?: string; error_description?: string; scope?: string }): string;
  /** A 401 answer whose challenge asks for every scope the file uses. */
  unauthorized(
    message: string,
    error?: { error: string; error_description: string },
  ): { refusal: HttpRefusal };
}

function createChallenge(metadataUrl: string, scopesSupported: () => readonly string[]): Challenge {
  const header: Challenge['header'] = ({ scope, ...error }) =>
    `Bearer ${Object.entries({
      ...error,
      resource_metadata: metadataUrl,
      ...(scope !== undefined && { scope }),
    })
      .map(([name, value]) => `${name}="${headerSafe(value)}"`)
      .join(', ')}`;
  return {
    header,
    unauthorized(message, error) {
      const scope = scopesSupported().join(' ');
      const fields = { ...error, ...(scope !== '' && { scope }) };
      return { refusal: { status: 401, message, headers: { 'WWW-Authenticate': header(fields) } } };
    },
  };
}

async function authenticate(
  request: IncomingMessage,
  settings: HttpAuthenticatorSettings,
  challenge: Challenge,
): Promise<{ identity: CallerIdentity } | { refusal: HttpRefusal }> {
  if (new URL(request.url ?? '/', 'http://localhost').searchParams.has('access_token')) {
    const description = 'access tokens are accepted in the Authorization header only, never in the URL';
    const header = challenge.header({ error: 'invalid_request', error_description: description });
    return {
      refusal: {
        status: 400,
        message: `Bad request: ${description}`,
        headers: { 'WWW-Authenticate': header },
      },
    };
  }
  const token = /^Bearer +([\x21-\x7E]+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined) return challenge.unauthorized('Authorization required: send a bearer token');
  try {
    for (const verifier of settings.verifiers) {
      const identity = await verifier.verify(token);
      if (identity !== undefined) return { identity };
    }
    const reason = 'not a token this server knows';
    return challenge.unauthorized(`Invalid access token: ${reason}`, {
      error: 'invalid_token',
      error_description: reason,
    });
  } catch (error) {
    if (InvalidTokenError.isInstance(error)) {
      return challenge.unauthorized(error.message, {
        error: 'invalid_token',
        error_description: error.reason,
      });
    }
    settings.logger.warn(
      `cannot verify an access token: ${error instanceof Error ? error.message : String(error)}`,
    );
    const message = 'Cannot verify access tokens now; try again later';
    return { refusal: { status: 503, message, headers: { 'Retry-After': '5' } } };
  }
}

/** Keeps what a quoted header parameter may hold (RFC 6750 section 3): no `"`, `\` or control characters. */
function headerSafe(value: string): string {
  return value.replace(/["\\]/g, "'").replace(/[^\x20-\x7E]/g, '?');
}
