import type { HttpAuth } from '@mci/schema';
import type { ApiOperation, ApiSecurityScheme } from './read-api-description.js';

/** An env variable the imported tools read their credentials from. */
export interface OpenApiEnvVariable {
  readonly name: string;
  /** What to put in it, e.g. `API key for header X-API-Key (scheme api_key)`. */
  readonly description: string;
}

export interface AuthChoice {
  readonly auth: HttpAuth | undefined;
  /** Set when the operation requires a scheme that cannot be expressed (the tool gets no auth). */
  readonly unsupported: string | undefined;
}

export interface AuthResolver {
  authFor(security: ApiOperation['security']): AuthChoice;
  /** Env variables of the schemes used so far, in first-use order. */
  envVariables(): OpenApiEnvVariable[];
}

/**
 * Maps security schemes to MCI http auth whose values are `{{env.NAME}}` placeholders, NAME built from
 * `prefix` (the API's name in upper case): `PREFIX_API_KEY` (apiKey in header or query), `PREFIX_TOKEN`
 * (http bearer), `PREFIX_USERNAME`/`PREFIX_PASSWORD` (http basic), `PREFIX_CLIENT_ID`/`PREFIX_CLIENT_SECRET`
 * (oauth2 client credentials). When a document has several schemes of one kind, the scheme's name is put
 * in between (`PREFIX_ADMIN_KEY_API_KEY`). For each operation, the first alternative of its security
 * requirement made of one supported scheme is used.
 */
export function createAuthResolver(
  schemes: Readonly<Record<string, ApiSecurityScheme>>,
  prefix: string,
): AuthResolver {
  const kindCounts = new Map<string, number>();
  for (const scheme of Object.values(schemes)) {
    const kind = kindOf(scheme);
    kindCounts.set(kind, (kindCounts.get(kind) ?? 0) + 1);
  }
  const used = new Map<string, OpenApiEnvVariable>();
  const envName = (schemeName: string, scheme: ApiSecurityScheme, suffix: string, description: string) => {
    const middle = (kindCounts.get(kindOf(scheme)) ?? 0) > 1 ? `_${toEnvWord(schemeName)}` : '';
    const name = `${prefix}${middle}_${suffix}`;
    if (!used.has(name)) used.set(name, { name, description: `${description} (scheme ${schemeName})` });
    return `{{env.${name}}}`;
  };

  const toAuth = (schemeName: string): HttpAuth | undefined => {
    const scheme = schemes[schemeName];
    if (!scheme) return undefined;
    switch (scheme.type) {
      case 'apiKey':
        if (scheme.in !== 'header' && scheme.in !== 'query') return undefined;
        return {
          type: 'apiKey',
          in: scheme.in,
          name: scheme.name,
          value: envName(schemeName, scheme, 'API_KEY', `API key sent in ${scheme.in} ${scheme.name}`),
        };
      case 'http':
        if (scheme.scheme === 'bearer')
          return { type: 'bearer', token: envName(schemeName, scheme, 'TOKEN', 'Bearer token') };
        if (scheme.scheme === 'basic')
          return {
            type: 'basic',
            username: envName(schemeName, scheme, 'USERNAME', 'HTTP Basic user name'),
            password: envName(schemeName, scheme, 'PASSWORD', 'HTTP Basic password'),
          };
        return undefined;
      case 'oauth2':
        if (!scheme.clientCredentials) return undefined;
        return {
          type: 'oauth2',
          flow: 'clientCredentials',
          tokenUrl: scheme.clientCredentials.tokenUrl,
          clientId: envName(schemeName, scheme, 'CLIENT_ID', 'OAuth2 client id'),
          clientSecret: envName(schemeName, scheme, 'CLIENT_SECRET', 'OAuth2 client secret'),
        };
      default:
        return undefined;
    }
  };

  return {
    authFor(security) {
      if (!security || security.length === 0) return { auth: undefined, unsupported: undefined };
      for (const requirement of security) {
        const names = Object.keys(requirement);
        if (names.length === 0) return { auth: undefined, unsupported: undefined };
        if (names.length !== 1) continue;
        const [name] = names as [string];
        const auth = toAuth(name);
        if (auth) {
          const scopes = requirement[name] ?? [];
          return {
            auth: auth.type === 'oauth2' && scopes.length > 0 ? { ...auth, scopes: [...scopes] } : auth,
            unsupported: undefined,
          };
        }
      }
      const wanted = security.map((requirement) => Object.keys(requirement).join(' + ')).join(' or ');
      return { auth: undefined, unsupported: wanted };
    },
    envVariables: () => [...used.values()],
  };
}

function kindOf(scheme: ApiSecurityScheme): string {
  if (scheme.type === 'http') return `http:${scheme.scheme}`;
  return scheme.type;
}

/** `Swagger Petstore` -> `SWAGGER_PETSTORE`. */
export function toEnvWord(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase() || 'API'
  );
}
